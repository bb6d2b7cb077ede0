/**
 * What an uploaded company document is (POST /file/upload-document `purpose`): one list for accounts (which validates
 * it and publishes the evidence among the company's facts) and the web app (the upload form's choices). A
 * `certificate` names the certification it evidences (`certification`, an id of the platform's certification list,
 * GET /generic-apis/all-enum `certifications`); the other purposes name none.
 */
export const DOCUMENT_PURPOSES = [
  { id: 'certificate', label: 'Certificate' },
  { id: 'financial-accounts', label: 'Financial accounts' },
  { id: 'insurance', label: 'Insurance' },
  { id: 'policy', label: 'Policy' },
  { id: 'case-study', label: 'Case study' },
  { id: 'other', label: 'Other document' },
] as const;

export type DocumentPurpose = (typeof DOCUMENT_PURPOSES)[number]['id'];

/** The purpose of an upload that names none, and of documents uploaded before purposes were a list. */
export const DEFAULT_DOCUMENT_PURPOSE: DocumentPurpose = 'other';

export const isDocumentPurpose = (value: unknown): value is DocumentPurpose =>
  typeof value === 'string' && DOCUMENT_PURPOSES.some((purpose) => purpose.id === value);

/** 'Certificate: ISO 27001 information security', 'Financial accounts', 'Other document: Board minutes' (a legacy label). */
export function documentPurposeLabel(
  purpose: DocumentPurpose,
  certificationLabel: string | null = null,
  legacyLabel: string | null = null,
): string {
  const label = DOCUMENT_PURPOSES.find((p) => p.id === purpose)?.label ?? 'Other document';
  const detail = purpose === 'certificate' ? certificationLabel : legacyLabel;
  return detail ? `${label}: ${detail}` : label;
}
