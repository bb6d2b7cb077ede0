import type { SignupWeek } from '@jointly/contracts';

/** Pure mappings from the stats endpoints' answers to chart series (tested in __tests__/chart-data.test.ts). */

/** One bar group per category; each series gives one value per category (stacked in the chart). */
export interface ChartData {
  categories: string[];
  series: Array<{ key: string; label: string; values: number[] }>;
}

/** GET /api/admin/stats/signups?weeks=12 (SignupWeek of @jointly/contracts). */
export type { SignupWeek };

/** GET /api/admin/stats/mail?days=30 */
export interface MailDay {
  day: string;
  sent: number;
  failed: number;
}

/** GET /api/admin/stats/messages?days=30 (messages: counts only, never content) */
export interface MessageDay {
  day: string;
  messages: number;
}

/** GET /api/admin/stats/page-views?days=30 (first-party analytics, notifications service) */
export interface PageViews {
  days: string[];
  routes: Array<{ path: string; total: number; views: number[] }>;
}

/** GET /api/tender/tender-aggregate */
export interface TenderAggregate {
  total: number;
  open: number;
  closingThisWeek: number;
  byStatus: Record<string, number>;
  byCategory: Array<{ division: string; label: string | null; count: number }>;
  byRegion: Array<{ region: string; count: number }>;
  byValueBand: Array<{ band: string; count: number }>;
  generatedAt: string;
}

export const ACCOUNT_SERIES = [
  { key: 'provider', label: 'Providers' },
  { key: 'expert', label: 'Experts' },
  { key: 'staff', label: 'Staff' },
  { key: 'admin', label: 'Admins' },
] as const;

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : Number(value) || 0);

const shortDate = (iso: string) => {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
};

/** Sign-ups per week, one stacked series per account type, oldest week first, labelled by the week's Monday. */
export function signupChart(rows: SignupWeek[]): ChartData {
  const sorted = [...rows].sort((a, b) => a.weekStart.localeCompare(b.weekStart));
  return {
    categories: sorted.map((row) => `w/c ${shortDate(row.weekStart)}`),
    series: ACCOUNT_SERIES.map(({ key, label }) => ({ key, label, values: sorted.map((row) => num(row[key])) })),
  };
}

const DAY_MS = 86_400_000;

/** Mail sent and failed per day, oldest first; days missing between the first and the last count as zero. */
export function mailChart(rows: MailDay[]): ChartData {
  const byDay = new Map(rows.map((row) => [row.day.slice(0, 10), row]));
  const days = [...byDay.keys()].sort();
  const filled: string[] = [];
  if (days.length) {
    const last = Date.parse(`${days[days.length - 1]}T00:00:00Z`);
    for (let t = Date.parse(`${days[0]}T00:00:00Z`); t <= last; t += DAY_MS) filled.push(new Date(t).toISOString().slice(0, 10));
  }
  return {
    categories: filled.map(shortDate),
    series: [
      { key: 'sent', label: 'Sent', values: filled.map((day) => num(byDay.get(day)?.sent)) },
      { key: 'failed', label: 'Failed', values: filled.map((day) => num(byDay.get(day)?.failed)) },
    ],
  };
}

/** Page views per day (oldest first), one stacked series per route, busiest route first. */
export function pageViewsChart(data: PageViews): ChartData {
  return {
    categories: data.days.map(shortDate),
    series: data.routes.map((route) => ({
      key: route.path,
      label: route.path,
      values: data.days.map((_, i) => num(route.views[i])),
    })),
  };
}

export const TENDER_STATUS_ORDER = ['planned', 'active', 'closed', 'awarded', 'cancelled'] as const;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Tenders per status in lifecycle order; statuses the server adds later follow. */
export function statusChart(aggregate: TenderAggregate): ChartData {
  const statuses = [
    ...TENDER_STATUS_ORDER,
    ...Object.keys(aggregate.byStatus).filter((s) => !(TENDER_STATUS_ORDER as readonly string[]).includes(s)),
  ];
  return {
    categories: statuses.map(capitalise),
    series: [{ key: 'tenders', label: 'Tenders', values: statuses.map((s) => num(aggregate.byStatus[s])) }],
  };
}

const BAND_LABELS: Record<string, string> = {
  'under-10k': 'Under £10k',
  '10k-100k': '£10k–£100k',
  '100k-1m': '£100k–£1m',
  '1m-10m': '£1m–£10m',
  'over-10m': 'Over £10m',
  'no-value': 'No value',
};

/** Tenders per value band, in the server's order (smallest first, "no value" last). */
export function valueBandChart(aggregate: TenderAggregate): ChartData {
  return {
    categories: aggregate.byValueBand.map(({ band }) => BAND_LABELS[band] ?? band),
    series: [{ key: 'tenders', label: 'Tenders', values: aggregate.byValueBand.map(({ count }) => num(count)) }],
  };
}

/** The `top` biggest CPV divisions (label, else the division code), the rest summed as "Other". */
export function categoryChart(aggregate: TenderAggregate, top = 8): ChartData {
  const sorted = [...aggregate.byCategory].sort((a, b) => b.count - a.count || a.division.localeCompare(b.division));
  const head = sorted.slice(0, top);
  const rest = sorted.slice(top).reduce((sum, c) => sum + num(c.count), 0);
  const categories = head.map((c) => (c.label ? `${c.label} (${c.division})` : `CPV ${c.division}`));
  const values = head.map((c) => num(c.count));
  if (rest > 0) {
    categories.push('Other');
    values.push(rest);
  }
  return { categories, series: [{ key: 'tenders', label: 'Tenders', values }] };
}

/** Sum of every series in a category (the stacked bar's height). */
export function categoryTotals(data: ChartData): number[] {
  return data.categories.map((_, i) => data.series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
}

/** Messages posted per day, oldest first; days missing between the first and the last count as zero. */
export function messageChart(rows: MessageDay[]): ChartData {
  const byDay = new Map(rows.map((row) => [row.day.slice(0, 10), row]));
  const days = [...byDay.keys()].sort();
  const filled: string[] = [];
  if (days.length) {
    const last = Date.parse(`${days[days.length - 1]}T00:00:00Z`);
    for (let t = Date.parse(`${days[0]}T00:00:00Z`); t <= last; t += DAY_MS) filled.push(new Date(t).toISOString().slice(0, 10));
  }
  return {
    categories: filled.map(shortDate),
    series: [{ key: 'messages', label: 'Messages', values: filled.map((day) => num(byDay.get(day)?.messages)) }],
  };
}

/** GET /api/admin/stats/revenue?months=12 (billing): totals per month of issue, in pence. */
export interface RevenueMonth {
  month: string;
  invoicedPence: number;
  paidPence: number;
  outstandingPence: number;
  overduePence: number;
}

/** Invoiced pounds per month of issue, stacked as paid, outstanding and overdue, oldest first. */
export function revenueChart(rows: RevenueMonth[]): ChartData {
  const sorted = [...rows].sort((a, b) => a.month.localeCompare(b.month));
  const pounds = (pence: number) => Math.round(num(pence)) / 100;
  return {
    categories: sorted.map((row) =>
      new Date(`${row.month}-01T00:00:00Z`).toLocaleDateString('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' }),
    ),
    series: [
      { key: 'paid', label: 'Paid (£)', values: sorted.map((row) => pounds(row.paidPence)) },
      { key: 'outstanding', label: 'Not yet due (£)', values: sorted.map((row) => pounds(row.outstandingPence)) },
      { key: 'overdue', label: 'Overdue (£)', values: sorted.map((row) => pounds(row.overduePence)) },
    ],
  };
}
