/**
 * The app's date range and entry format (issue 17 §3), without the picker: shared by the MUI X DateField
 * (date-field.tsx) and the light stand-in that takes typed dates while the picker loads (lazy-date-field.tsx).
 */
export const DATE_MIN_ISO = '1900-01-01';
export const DATE_MAX_ISO = '2100-12-31';

/** YYYY-MM-DD as the fields show it (en-GB: DD/MM/YYYY), '' for anything else. */
export function isoToShown(value: string | null | undefined): string {
  return value && /^\d{4}-\d{2}-\d{2}/.test(value) ? `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}` : '';
}

/**
 * A typed date as the picker's field takes it, DD/MM/YYYY: runs of digits fill the day, then the month (two digits
 * each, slashes added as one types), then the year (four); a slash typed after one digit ends that part (1/2/2026 is
 * the 1st of February). Other characters are dropped.
 */
export function formatTyped(raw: string): string {
  const parts: string[] = [];
  for (const typed of raw.replace(/[^\d/]/g, '').split('/')) {
    let rest = typed;
    while (parts.length < 2 && rest.length > 2) {
      parts.push(rest.slice(0, 2));
      rest = rest.slice(2);
    }
    parts.push(parts.length === 2 ? rest.slice(0, 4) : rest);
    if (parts.length === 3) break;
  }
  return parts.join('/');
}

/** DD/MM/YYYY (day and month may have one digit) → YYYY-MM-DD if it is a real date within [min, max], else null. */
export function shownToIso(text: string, min: string = DATE_MIN_ISO, max: string = DATE_MAX_ISO): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  const iso = `${match[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const low = min > DATE_MIN_ISO ? min.slice(0, 10) : DATE_MIN_ISO;
  const high = max && max < DATE_MAX_ISO ? max.slice(0, 10) : DATE_MAX_ISO;
  return iso < low || iso > high ? null : iso;
}
