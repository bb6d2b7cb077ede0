import type { TenderStatus } from './tender-status';

/**
 * The one meaning of "open" across Jointly (tender search's default, eligibility ratings, saved-search alerts and the
 * calendar): a tender is open while its status is `active` and its closing date is in the future or unknown.
 * `planned` notices (prior information, pipeline) are not open yet: they are found by asking for that status.
 */
export const OPEN_TENDER_STATUS: TenderStatus = 'active';

/** Whether a tender is open at `now` (see OPEN_TENDER_STATUS). */
export function isOpenTender(
  tender: { status: TenderStatus | string; closingDate: string | Date | null },
  now: Date = new Date(),
): boolean {
  if (tender.status !== OPEN_TENDER_STATUS) return false;
  if (tender.closingDate === null) return true;
  const closing = tender.closingDate instanceof Date ? tender.closingDate : new Date(tender.closingDate);
  return Number.isNaN(closing.getTime()) || closing.getTime() > now.getTime();
}

/**
 * The same rule as SQL over a table alias with `status` and `closing_date` columns. Written so `status = 'active'`
 * stays a plain conjunct (partial indexes `WHERE status = 'active'` serve it) and the date is checked on those rows.
 */
export function openTenderSql(alias: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(alias)) throw new Error(`openTenderSql: bad table alias "${alias}"`);
  return `${alias}.status = '${OPEN_TENDER_STATUS}' AND coalesce(${alias}.closing_date, 'infinity') > now()`;
}
