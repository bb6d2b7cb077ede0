import fastifyMultipart from '@fastify/multipart';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { InvalidInputError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../errors';
import { MIME_BY_KIND, UploadKind, detectUploadKind } from './file-type';

/** The largest upload accepted: 15 MB. */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;

export interface ReceivedUpload {
  filename: string;
  kind: UploadKind;
  mimeType: string;
  bytes: Buffer;
  fields: Record<string, string>;
}

export interface ReceivedMultipart {
  files: ReceivedUpload[];
  fields: Record<string, string>;
}

/** Enables multipart/form-data bodies on the app (files are read explicitly by the handlers that take them). */
export async function registerMultipart(app: NestFastifyApplication): Promise<void> {
  await app.register(fastifyMultipart as never, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 10, fields: 50, fieldSize: 100_000 } });
}

/**
 * Reads a multipart request: text fields, and files whose content is an allowed document or image type (checked by
 * magic bytes). Too large → 413; content of another type → 415 naming the file.
 */
export async function readMultipart(request: FastifyRequest, options: { requireFile?: boolean } = {}): Promise<ReceivedMultipart> {
  if (!request.isMultipart?.()) throw new InvalidInputError('Send the form as multipart/form-data.', 'UPLOAD.NOT_MULTIPART');
  const fields: Record<string, string> = {};
  const files: ReceivedUpload[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        const value = String(part.value);
        if (part.fieldname.includes('\u0000') || value.includes('\u0000'))
          throw new InvalidInputError(
            `Invalid input: the form field ${JSON.stringify(part.fieldname)} contains a NUL character.`,
            'REQUEST.HOSTILE_INPUT',
          );
        fields[part.fieldname] = value;
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.file.truncated)
        throw new PayloadTooLargeError(`${part.filename} is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`, 'UPLOAD.TOO_LARGE');
      if (bytes.length === 0) continue;
      const kind = detectUploadKind(bytes, part.filename);
      if (!kind) throw new UnsupportedMediaTypeError(`${part.filename} is not a PDF, Office document or image.`, 'UPLOAD.TYPE_NOT_ALLOWED');
      files.push({
        filename: part.filename.replace(/[^\w.\- ()]+/g, '_').slice(0, 200) || 'document',
        kind,
        mimeType: MIME_BY_KIND[kind],
        bytes,
        fields: { ...fields },
      });
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new PayloadTooLargeError(`The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`, 'UPLOAD.TOO_LARGE');
    // The form itself is broken (no boundary, cut short, bad part headers): the client's fault, never a 500.
    const { code, message } = (error ?? {}) as { code?: string; message?: string };
    if (
      code === 'ERR_STREAM_PREMATURE_CLOSE' ||
      /^(Multipart: |Unexpected end of (form|multipart)|Malformed part header|Premature close)/i.test(message ?? '')
    )
      throw new InvalidInputError(`The multipart form is malformed or cut short (${message}).`, 'UPLOAD.MALFORMED');
    throw error;
  }
  if (options.requireFile && files.length === 0) throw new InvalidInputError('Attach a file to upload.', 'UPLOAD.NO_FILE');
  return { files, fields };
}

/**
 * The body of an edit that may carry files: a multipart form (fields and checked files) or a JSON object (fields
 * only). Anything else is a 400 with `message` and `code`.
 */
export async function readFormOrJson(
  request: FastifyRequest,
  invalid: { message: string; code: string },
): Promise<{ fields: Record<string, unknown>; files: ReceivedUpload[] }> {
  if (request.isMultipart?.()) return readMultipart(request);
  if (request.body && typeof request.body === 'object' && !Array.isArray(request.body))
    return { fields: request.body as Record<string, unknown>, files: [] };
  throw new InvalidInputError(invalid.message, invalid.code);
}
