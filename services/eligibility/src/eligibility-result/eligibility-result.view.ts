import type { EligibleTenderEntry, UserEligibilityResult } from '@jointly/contracts';
import { emptyBands } from '../scoring/eligibility-band';
import type { RatedTender } from './eligibility-result.store';

/** Spec §3: `resultInCategory` is a list whose first item maps every band to its tenders (best rating first). */
export function toUserEligibilityResult(rated: readonly RatedTender[]): UserEligibilityResult {
  const bands = emptyBands<EligibleTenderEntry>();
  for (const row of rated) bands[row.band].push({ tenderId: row.tenderId, tenderRating: row.rating });
  return { resultInCategory: [bands] };
}
