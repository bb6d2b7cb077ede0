import { TenderEditInvalidError } from '../tender/tender.errors';
import type { AdminTenderView } from './admin-tender.view';

/** What the console may change of a tender (documents come as files). */
export const ADMIN_EDITABLE_FIELDS = [
  'title',
  'description',
  'buyerName',
  'status',
  'value',
  'currency',
  'closingDate',
  'noticeUrl',
] as const;
type EditableField = (typeof ADMIN_EDITABLE_FIELDS)[number];

/** Fields of the record react-admin sends back with every PUT; they cannot be edited and are ignored. */
const READ_ONLY = new Set(['id', 'ocid', 'publishedDate', 'cpvCodes', 'regions', 'documents', 'publisher', 'updatedAt', 'editedFields']);

const normalise = (field: EditableField, value: unknown): string | null => {
  if (value === undefined || value === null) return null;
  const text = String(value).trim();
  if (text === '') return null;
  if (field === 'closingDate') {
    const time = Date.parse(text);
    return Number.isNaN(time) ? text : new Date(time).toISOString();
  }
  if (field === 'value') return /^[\d,]+(\.\d+)?$/.test(text) ? String(Number(text.replace(/,/g, ''))) : text;
  if (field === 'status' || field === 'currency') return text.toLowerCase();
  return text;
};

/**
 * The fields of a PUT (JSON record or multipart form) that differ from the stored tender, in the form the edit parser
 * of PATCH /tender/update reads; read-only record fields are ignored, anything else is a 400 naming it.
 */
export function changedEditFields(current: AdminTenderView, body: Record<string, unknown>): Record<string, unknown> {
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (READ_ONLY.has(key)) continue;
    if (!(ADMIN_EDITABLE_FIELDS as readonly string[]).includes(key))
      throw new TenderEditInvalidError(
        `"${key}" cannot be edited; editable fields are ${ADMIN_EDITABLE_FIELDS.join(', ')} (plus files in "documents").`,
      );
    const field = key as EditableField;
    if (normalise(field, value) !== normalise(field, current[field])) changed[field] = value === null ? '' : value;
  }
  return changed;
}
