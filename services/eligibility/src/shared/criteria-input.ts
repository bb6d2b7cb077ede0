import { CRITERIA_LIST_LIMITS } from '@jointly/contracts';

/**
 * Normalisation of criteria input, applied before validation (class-transformer `@Transform`): text is trimmed with
 * inner blanks collapsed, empty entries dropped, lists de-duplicated case-insensitively (the first spelling wins).
 * Anything of the wrong type is passed through unchanged, so validation can name the field and what is wrong.
 */

export const { maxItems: MAX_LIST_ITEMS, maxItemLength: MAX_ITEM_LENGTH } = CRITERIA_LIST_LIMITS;

/** Whole GBP amounts and counts stay within what JSON numbers carry exactly. */
export const MAX_AMOUNT = 1_000_000_000_000;

/** `'  ISO   9001 '` → `'ISO 9001'`; other values unchanged. */
export function cleanText(value: unknown): unknown {
  return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : value;
}

/** Optional text: trimmed; an empty string becomes null (clears the field). */
export function cleanOptionalText(value: unknown): unknown {
  const text = cleanText(value);
  return text === '' ? null : text;
}

/** Multi-line text (a bio): trimmed at both ends, lines kept; an empty string becomes null. */
export function cleanParagraphs(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.replace(/\r\n?/g, '\n').trim();
  return text === '' ? null : text;
}

/**
 * A list of text items: each trimmed, empty ones dropped, duplicates (ignoring case) removed keeping the first.
 * `null` means "no items". A single string is not promoted to a list: the field must be an array.
 */
export function cleanTextList(
  value: unknown,
  canonical: (item: string) => string = (item) => item,
  options: { keepEmpty?: boolean } = {},
): unknown {
  if (value === null) return [];
  if (!Array.isArray(value)) return value;
  const seen = new Set<string>();
  const items: unknown[] = [];
  for (const raw of value) {
    if (typeof raw !== 'string') {
      items.push(raw);
      continue;
    }
    const item = canonical(cleanText(raw) as string);
    // Kept where items must match a pattern: validation then refuses the blank item instead of it vanishing.
    if (item === '' && options.keepEmpty) {
      items.push(item);
      continue;
    }
    if (item === '') continue;
    const key = item.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    items.push(item);
  }
  return items;
}

/** A CPV code is compared without its check digit: `'85000000-9'` → `'85000000'`. */
export function withoutCpvCheckDigit(code: string): string {
  return code.replace(/^(\d{2,8})-\d$/, '$1');
}

/** Service categories: CPV codes or their prefixes (division '85', group '851', …), check digits removed. */
export const cleanCpvList = (value: unknown): unknown => cleanTextList(value, withoutCpvCheckDigit, { keepEmpty: true });

/** A service category after cleaning: 2 to 8 digits. */
export const CPV_CODE_PATTERN = /^\d{2,8}$/;

/** A CPV division: 2 digits. */
export const CPV_DIVISION_PATTERN = /^\d{2}$/;

/**
 * A query-string list (`account=a&account=b`, `account[0]=a&account[1]=b`, or `account=a,b`) → the trimmed, distinct
 * items; anything else unchanged for validation to refuse. A list longer than `maxItems` as sent stays as sent, so the
 * size rule counts what the client sent, repeats included. With `keepEmpty` (lists whose items must match a pattern: ids,
 * CPV divisions) an empty item (`sector=`) stays for validation to refuse instead of reading as "no filter".
 */
export function queryList(value: unknown, maxItems = Number.POSITIVE_INFINITY, keepEmpty = false): unknown {
  if (value === undefined || value === null) return undefined;
  if (value === '' && !keepEmpty) return undefined;
  if (typeof value === 'string') value = value.split(',');
  if (!Array.isArray(value)) {
    // qs turns `account[0]=a` into an array but `account[a]=b` into an object: left for validation to refuse.
    return value;
  }
  if (value.length > maxItems) return value;
  return cleanTextList(value, undefined, { keepEmpty });
}
