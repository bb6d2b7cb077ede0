import { TENDER_EDITABLE_FIELDS, TENDER_STATUSES, type TenderEditableField, type TenderStatus } from '@jointly/contracts';
import type { TenderOverrides } from '../../ocds/tender-record';
import { normaliseRegion } from '../../ocds/regions';
import { parseDateParam } from '../../search/search-criteria';
import { TenderEditInvalidError } from '../tender.errors';

export interface TenderEdit {
  /** New values; null clears a field (e.g. noticeUrl). */
  set: TenderOverrides;
  /** Fields to return to their imported values. */
  revert: TenderEditableField[];
}

const ALIASES: Record<string, TenderEditableField> = {
  link: 'noticeUrl',
  url: 'noticeUrl',
  noticeLink: 'noticeUrl',
  amount: 'value',
  deadline: 'closingDate',
};
const IGNORED = new Set(['id', 'documents', 'files', 'file']);

const text = (value: unknown, field: string, max: number, required: boolean): string | null => {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string' && typeof value !== 'number') throw new TenderEditInvalidError(`${field} must be text.`);
  const s = String(value).trim();
  if (!s) {
    if (required) throw new TenderEditInvalidError(`${field} cannot be empty.`);
    return null;
  }
  if (s.length > max) throw new TenderEditInvalidError(`${field} must be at most ${max} characters (got ${s.length}).`);
  return s;
};

/**
 * Reads an admin edit from multipart fields (strings) or a JSON body. Unknown fields are refused by name, each value
 * is checked, and an empty string clears an optional field. `revert` (comma-separated) restores imported values.
 */
export function parseTenderEdit(fields: Record<string, unknown>): TenderEdit {
  const set: TenderOverrides = {};
  let revert: TenderEditableField[] = [];
  for (const [rawKey, value] of Object.entries(fields)) {
    if (IGNORED.has(rawKey)) continue;
    if (rawKey === 'revert') {
      const names = (Array.isArray(value) ? value : String(value ?? '').split(',')).map((v) => String(v).trim()).filter(Boolean);
      revert = names.map((n) => {
        const field = (ALIASES[n] ?? n) as TenderEditableField;
        if (!TENDER_EDITABLE_FIELDS.includes(field))
          throw new TenderEditInvalidError(`Cannot revert "${n}"; editable fields are ${TENDER_EDITABLE_FIELDS.join(', ')}.`);
        return field;
      });
      continue;
    }
    const key = (ALIASES[rawKey] ?? rawKey) as TenderEditableField;
    if (!TENDER_EDITABLE_FIELDS.includes(key)) {
      throw new TenderEditInvalidError(
        `"${rawKey}" cannot be edited; editable fields are ${TENDER_EDITABLE_FIELDS.join(', ')} (plus documents as files).`,
      );
    }
    switch (key) {
      case 'title':
        set.title = text(value, 'title', 1000, true)!;
        break;
      case 'description':
        set.description = text(value, 'description', 20000, false);
        break;
      case 'buyerName':
        set.buyerName = text(value, 'buyerName', 300, false);
        break;
      case 'status': {
        const s = text(value, 'status', 20, true)!.toLowerCase();
        if (!(TENDER_STATUSES as readonly string[]).includes(s))
          throw new TenderEditInvalidError(`status must be one of ${TENDER_STATUSES.join(', ')}, got "${s}".`);
        set.status = s as TenderStatus;
        break;
      }
      case 'value': {
        const s = text(value, 'value', 30, false);
        if (s !== null && !/^\d+(\.\d{1,2})?$/.test(s.replace(/,/g, '')))
          throw new TenderEditInvalidError(`value must be an amount such as 250000 or 1250.50, got "${s}".`);
        set.value = s === null ? null : Number(s.replace(/,/g, ''));
        break;
      }
      case 'currency': {
        const s = text(value, 'currency', 3, false);
        if (s !== null && !/^[A-Za-z]{3}$/.test(s))
          throw new TenderEditInvalidError(`currency must be a three-letter code such as GBP, got "${s}".`);
        set.currency = s === null ? null : s.toUpperCase();
        break;
      }
      case 'closingDate': {
        const s = text(value, 'closingDate', 40, false);
        set.closingDate = s === null ? null : parseEditDate(s);
        break;
      }
      case 'noticeUrl': {
        const s = text(value, 'noticeUrl', 2000, false);
        if (s !== null) {
          let url: URL;
          try {
            url = new URL(s);
          } catch {
            throw new TenderEditInvalidError(`noticeUrl must be a full web address starting with https://, got "${s.slice(0, 80)}".`);
          }
          if (url.protocol !== 'https:' && url.protocol !== 'http:')
            throw new TenderEditInvalidError('noticeUrl must start with https:// or http://.');
        }
        set.noticeUrl = s;
        break;
      }
      case 'procurementMethod': {
        const s = text(value, 'procurementMethod', 20, false)?.toLowerCase() ?? null;
        if (s !== null && !['open', 'selective', 'limited', 'direct'].includes(s))
          throw new TenderEditInvalidError(`procurementMethod must be open, selective, limited or direct, got "${s}".`);
        set.procurementMethod = s;
        break;
      }
      case 'regions': {
        const list = (Array.isArray(value) ? value : String(value ?? '').split(','))
          .map((v) => normaliseRegion(v))
          .filter((r): r is string => r !== null);
        set.regions = [...new Set(list)];
        break;
      }
    }
  }
  for (const field of revert) if (field in set) throw new TenderEditInvalidError(`${field} cannot be both changed and reverted.`);
  return { set, revert };
}

function parseEditDate(value: string): string {
  try {
    return parseDateParam(value, 'closingDate', true)!.toISOString();
  } catch {
    throw new TenderEditInvalidError(`closingDate must be a date like 2026-12-31 or an ISO timestamp, got "${value}".`);
  }
}
