import {
  DEFAULT_DOCUMENT_PURPOSE,
  DOCUMENT_PURPOSES,
  type DocumentPurpose,
  documentPurposeLabel,
  isDocumentPurpose,
} from '@jointly/contracts';
import { InvalidInputError } from '@jointly/common/errors';
import { CERTIFICATIONS } from '../enums/platform-enums';

/** What an upload says it is: a purpose of the list, and for a certificate the certification it evidences. */
export interface DocumentPurposeChoice {
  purpose: DocumentPurpose;
  certificationId: string | null;
}

/**
 * Reads an upload's `purpose` and `certification` fields (400 `FILE.INVALID_PURPOSE` for a purpose not on the list, a
 * certificate naming no certification or one the platform does not list, or a certification on another purpose).
 * No purpose: 'other'. The values sent are not echoed back.
 */
export function parseDocumentPurpose(fields: Readonly<Record<string, string | undefined>>): DocumentPurposeChoice {
  const certification = fields.certification?.trim() || null;
  // A certification named without a purpose makes the document a certificate of it; no purpose at all: 'other'.
  const purpose = fields.purpose?.trim() || (certification ? 'certificate' : DEFAULT_DOCUMENT_PURPOSE);
  if (!isDocumentPurpose(purpose))
    throw new InvalidInputError(`A document’s purpose is one of ${DOCUMENT_PURPOSES.map((p) => p.id).join(', ')}.`, 'FILE.INVALID_PURPOSE');
  if (purpose !== 'certificate') {
    if (certification)
      throw new InvalidInputError(
        'Only a certificate names a certification: send purpose certificate, or no certification.',
        'FILE.INVALID_PURPOSE',
      );
    return { purpose, certificationId: null };
  }
  if (!certification)
    throw new InvalidInputError(
      'A certificate names the certification it evidences: send certification, an id of the platform’s certification list.',
      'FILE.INVALID_PURPOSE',
    );
  if (!CERTIFICATIONS.some((c) => c.id === certification))
    throw new InvalidInputError(
      'That certification is not on the platform’s certification list (GET /generic-apis/all-enum, certifications).',
      'FILE.INVALID_PURPOSE',
    );
  return { purpose, certificationId: certification };
}

/** A stored document's purpose for the list: 'Certificate: ISO 27001 information security', 'Other document: <legacy label>'. */
export function purposeLabelOf(row: { purpose: DocumentPurpose; certification_id: string | null; legacy_purpose: string | null }): string {
  const certification = row.certification_id
    ? (CERTIFICATIONS.find((c) => c.id === row.certification_id)?.label ?? row.certification_id)
    : null;
  return documentPurposeLabel(row.purpose, certification, row.legacy_purpose);
}

/** The documents that are evidence among the company's facts (the others are on its profile only). */
export const EVIDENCE_PURPOSES: readonly DocumentPurpose[] = ['certificate', 'financial-accounts'];
