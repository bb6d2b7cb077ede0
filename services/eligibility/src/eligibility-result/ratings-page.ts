import { ELIGIBILITY_BANDS, type EligibilityBand, type EligibilityFilter } from '@jointly/contracts';
import { BANDS_BEST_FIRST, STORED_RATING_FLOOR } from '../scoring/eligibility-band';

/** Where the ratings of one page come from: a window of the stored ratings, then a window of the low band computed on read. */
export interface RatingsPagePlan {
  stored?: { minimum: number; maximum: number; offset: number; limit: number };
  low?: { offset: number; limit: number };
}

/**
 * Which rows one page of an account's results list reads (`offset`, `limit` over the list of `filter`, best first).
 * The list is the stored ratings (60 and above, best first) followed by the 59To0 band (computed on read), so a page of
 * one stored band, or of 'All' while it stays within the stored ratings, reads only stored rows; only a page reaching
 * past them (or of the 59To0 band) needs the low band scored. `storedCounts`: the account's stored ratings per band.
 */
export function planRatingsPage(
  filter: EligibilityFilter,
  offset: number,
  limit: number,
  storedCounts: Partial<Record<EligibilityBand, number>>,
): RatingsPagePlan {
  if (filter === '59To0') return { low: { offset, limit } };
  if (filter !== 'All') {
    const [minimum, maximum] = ELIGIBILITY_BANDS[filter];
    return { stored: { minimum, maximum, offset, limit } };
  }
  const storedTotal = BANDS_BEST_FIRST.filter((band) => band !== '59To0').reduce((sum, band) => sum + (storedCounts[band] ?? 0), 0);
  const plan: RatingsPagePlan = {};
  const fromStored = Math.max(0, Math.min(limit, storedTotal - offset));
  if (fromStored > 0) plan.stored = { minimum: STORED_RATING_FLOOR, maximum: ELIGIBILITY_BANDS['100To90'][1], offset, limit: fromStored };
  if (fromStored < limit) plan.low = { offset: Math.max(0, offset - storedTotal), limit: limit - fromStored };
  return plan;
}
