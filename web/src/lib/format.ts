/** en-GB dates and GBP money (spec audience is UK public-sector tendering). */
const NOT_AVAILABLE = 'N/A';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/London' });
const longDateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});
const numericDateFormat = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/London',
});
const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
const moneyPence = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const moneyCompact = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

export type DateInput = Date | string | number | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '5 Mar 2027'; 'N/A' when missing or invalid. `style: 'long'` gives '5 March 2027', `'numeric'` '05/03/2027'. */
export function formatDate(value: DateInput, style: 'short' | 'long' | 'numeric' = 'short'): string {
  const date = toDate(value);
  if (!date) return NOT_AVAILABLE;
  if (style === 'long') return longDateFormat.format(date);
  if (style === 'numeric') return numericDateFormat.format(date);
  return dateFormat.format(date);
}

/** '5 Mar 2027, 14:30' in UK time. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? dateTimeFormat.format(date) : NOT_AVAILABLE;
}

/** '£90,000,000'; pence only when asked (`pence: true`) ; `compact: true` gives '£90m'. */
export function formatMoney(value: number | string | null | undefined, options: { pence?: boolean; compact?: boolean } = {}): string {
  if (value === null || value === undefined || value === '') return NOT_AVAILABLE;
  const amount = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(amount)) return NOT_AVAILABLE;
  if (options.compact) return moneyCompact.format(amount);
  return (options.pence ? moneyPence : money).format(amount);
}
