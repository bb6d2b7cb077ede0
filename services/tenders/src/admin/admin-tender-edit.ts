import { TENDER_EDITABLE_FIELDS, type TenderEditableField } from '@jointly/contracts';
import { TenderEditInvalidError } from '../tender/tender.errors';
import type { AdminTenderView } from './admin-tender.view';

/** Fields of the record react-admin sends back with every PUT; they cannot be edited and are ignored. */
const READ_ONLY = new Set(['id', 'ocid', 'publishedDate', 'cpvCodes', 'documents', 'publisher', 'updatedAt', 'editedFields']);

const normalise = (field: TenderEditableField, value: unknown): string | null => {
  if (value === undefined || value === null) return null;
  if (field === 'regions') {
    // A list (the record) or comma-separated text (a form): the same regions in any order are no change.
    const list = (Array.isArray(value) ? value : String(value).split(',')).map((v) => String(v).trim()).filter(Boolean);
    return list.length ? [...new Set(list)].sort().join('\n') : null;
  }
  const text = String(value).trim();
  if (text === '') return null;
  if (field === 'closingDate') {
    const time = Date.parse(text);
    return Number.isNaN(time) ? text : new Date(time).toISOString();
  }
  if (field === 'value') return /^[\d,]+(\.\d+)?$/.test(text) ? String(Number(text.replace(/,/g, ''))) : text;
  if (field === 'status' || field === 'currency' || field === 'procurementMethod') return text.toLowerCase();
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
    if (!(TENDER_EDITABLE_FIELDS as readonly string[]).includes(key))
      throw new TenderEditInvalidError(
        `"${key}" cannot be edited; editable fields are ${TENDER_EDITABLE_FIELDS.join(', ')} (plus files in "documents").`,
      );
    const field = key as TenderEditableField;
    if (normalise(field, value) !== normalise(field, current[field])) changed[field] = value === null ? '' : value;
  }
  return changed;
}
