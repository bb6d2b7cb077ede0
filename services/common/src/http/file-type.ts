/** The document and image types users may upload, recognised by their first bytes, never by name or header. */
export type UploadKind = 'pdf' | 'docx' | 'xlsx' | 'pptx' | 'doc' | 'xls' | 'ppt' | 'odt' | 'ods' | 'png' | 'jpeg' | 'gif' | 'webp';

export const MIME_BY_KIND: Record<UploadKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

const startsWith = (bytes: Buffer, signature: number[], offset = 0) => signature.every((b, i) => bytes[offset + i] === b);

/**
 * Detects an allowed type from content: PDF, Office Open XML and OpenDocument (zip with the right part names),
 * legacy Office (OLE2 compound file, told apart by the file extension only after the signature matched), PNG, JPEG,
 * GIF, WebP. Anything else → undefined (reject).
 */
export function detectUploadKind(bytes: Buffer, filename = ''): UploadKind | undefined {
  const ext = filename.toLowerCase().split('.').pop() ?? '';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    // Zip: look for the parts that make it an office document (names are stored uncompressed in local headers).
    const text = bytes.subarray(0, Math.min(bytes.length, 64 * 1024)).toString('latin1');
    if (text.includes('mimetypeapplication/vnd.oasis.opendocument.text')) return 'odt';
    if (text.includes('mimetypeapplication/vnd.oasis.opendocument.spreadsheet')) return 'ods';
    if (text.includes('[Content_Types].xml') || text.includes('_rels/.rels')) {
      if (text.includes('word/')) return 'docx';
      if (text.includes('xl/')) return 'xlsx';
      if (text.includes('ppt/')) return 'pptx';
      if (ext === 'docx' || ext === 'xlsx' || ext === 'pptx') return ext;
    }
    return undefined;
  }
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    if (ext === 'doc' || ext === 'xls' || ext === 'ppt') return ext;
    return 'doc';
  }
  return undefined;
}
