import type { RaRecord } from 'react-admin';
import { TENDER_EDITABLE_FIELDS } from '@jointly/contracts';

// TENDER_EDITABLE_FIELDS (contracts) is what PUT /api/admin/tenders/:id accepts; everything else on the record is the
// server's to compute.

/** Where the edit form puts files to attach (react-admin's FileInput: { rawFile: File, title }). */
export const NEW_DOCUMENTS_FIELD = 'newDocuments';

/** The multipart field the server reads the files from. */
export const DOCUMENTS_PART = 'documents';

interface FileValue {
  rawFile?: unknown;
}

const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

/** The files the form attached (FileInput gives one value or an array; plain Files are accepted too). */
export function attachedFiles(data: Record<string, unknown>): File[] {
  const raw = data[NEW_DOCUMENTS_FIELD];
  const values = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return values.map((value: unknown) => (isFile(value) ? value : (value as FileValue | null)?.rawFile)).filter(isFile);
}

function wireValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value === '') return null;
  return value;
}

/** The editable fields of the record as the JSON body of the PUT (other fields are left out). */
export function tenderJsonBody(data: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of TENDER_EDITABLE_FIELDS) {
    if (field in data) body[field] = wireValue(data[field]);
  }
  return body;
}

/**
 * The editable fields and the attached files as multipart/form-data: files in `documents`, one part each.
 * A form part cannot carry null, so empty fields are left out (the server keeps their current value).
 */
export function tenderFormData(data: Record<string, unknown>, files: File[]): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(tenderJsonBody(data))) {
    if (value === null || value === undefined) continue;
    form.append(field, String(value));
  }
  for (const file of files) form.append(DOCUMENTS_PART, file, file.name);
  return form;
}

/** The request for PUT /tenders/:id: FormData when files are attached (the browser sets the boundary), JSON otherwise. */
export function tenderUpdateRequest(data: RaRecord | Record<string, unknown>): { body: FormData | string; multipart: boolean } {
  const files = attachedFiles(data);
  if (files.length > 0) return { body: tenderFormData(data, files), multipart: true };
  return { body: JSON.stringify(tenderJsonBody(data)), multipart: false };
}
