import { formatMoney } from '@/lib/format';
import type { TenderStatus } from '@jointly/contracts';

export const STATUS_LABELS: Record<TenderStatus, string> = {
  planned: 'Planned',
  active: 'Open',
  closed: 'Closed',
  awarded: 'Awarded',
  cancelled: 'Cancelled',
};
export const statusLabel = (status: string) => STATUS_LABELS[status as TenderStatus] ?? status;
export const statusColour = (status: string): 'success' | 'default' | 'info' | 'warning' =>
  status === 'active' ? 'success' : status === 'planned' ? 'info' : status === 'cancelled' ? 'warning' : 'default';

/** '£250,000', or the amount in its own currency when it is not pounds ('USD 1,200'). */
export function formatTenderValue(value: number | null | undefined, currency: string | null | undefined): string {
  if (value === null || value === undefined) return 'Not stated';
  if (!currency || currency.toUpperCase() === 'GBP') return formatMoney(value);
  try {
    return new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase(), maximumFractionDigits: 0 }).format(value);
  } catch {
    return `${currency} ${new Intl.NumberFormat('en-GB').format(value)}`;
  }
}

/** Facet buckets of the closing date and publication date, as date ranges the search takes. */
const iso = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (days: number, from = new Date()) => {
  const date = new Date(from);
  date.setUTCDate(date.getUTCDate() + days);
  return date;
};

export const CLOSING_BUCKETS: Record<string, { label: string; range: () => { closingFrom: string; closingTo: string } }> = {
  'closing-this-week': { label: 'Within 7 days', range: () => ({ closingFrom: iso(new Date()), closingTo: iso(addDays(7)) }) },
  'closing-this-month': { label: 'In 8 to 30 days', range: () => ({ closingFrom: iso(addDays(8)), closingTo: iso(addDays(30)) }) },
  'closing-later': { label: 'In more than 30 days', range: () => ({ closingFrom: iso(addDays(31)), closingTo: '' }) },
};

export const PUBLISHED_BUCKETS: Record<string, { label: string; since: () => string }> = {
  'last-7-days': { label: 'Last 7 days', since: () => iso(addDays(-7)) },
  'last-30-days': { label: 'Last 30 days', since: () => iso(addDays(-30)) },
  'last-year': { label: 'Last 12 months', since: () => iso(addDays(-365)) },
};
