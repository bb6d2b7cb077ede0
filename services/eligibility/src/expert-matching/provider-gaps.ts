import type { TenderRequirement } from '@jointly/contracts';
import { checkEligibility } from '../scoring/check-eligibility';
import { HIGH_ELIGIBILITY_RATING } from '../scoring/eligibility-band';
import type { PreparedProvider } from '../scoring/provider-facts';
import { workOfTender } from './expert-fit';
import type { NearMissTender } from './rank-experts';
import { askedCodesAndRegions } from './tender-work';

/**
 * The tenders a provider is nearly eligible for: its stored ratings in the bands below 80 (79To70 to 59To0) of at least
 * 40, the 50 best.
 */
export const NEARLY_ELIGIBLE = { minimum: 40, maximum: HIGH_ELIGIBILITY_RATING - 1, limit: 50 } as const;

/** What gap finding reads of a tender: its summary's CPV codes and regions, and the requirement sets it is rated by. */
export interface TenderToCover {
  tenderId: string;
  /** The provider's stored rating of it. */
  rating: number;
  cpvCodes: readonly string[];
  regions: readonly string[];
  /** One set per lot (added criteria), or the derived set; empty when the tender is not rated. */
  requirementSets: ReadonlyArray<readonly TenderRequirement[]>;
}

/**
 * A nearly eligible tender as expert matching sees it: the tender's work (its CPV codes and regions, and those its
 * criteria ask for) and the provider's gaps in it: the CPV codes and regions of the service-category and region
 * requirements it does not meet, in the set (lot) it fits best, as its rating is taken.
 */
export function nearMissTender(tender: TenderToCover, provider: PreparedProvider): NearMissTender {
  let best: ReturnType<typeof checkEligibility> | null = null;
  for (const set of tender.requirementSets) {
    const check = checkEligibility(set, provider);
    if (!best || check.rating > best.rating) best = check;
  }
  const breakdown = best?.breakdown ?? [];
  const asked = askedCodesAndRegions(breakdown.map((outcome) => outcome.requirement));
  const missing = askedCodesAndRegions(breakdown.filter((outcome) => outcome.status !== 'met').map((outcome) => outcome.requirement));
  return {
    tenderId: tender.tenderId,
    rating: tender.rating,
    work: workOfTender([...tender.cpvCodes, ...asked.cpvCodes], [...tender.regions, ...asked.regions], missing),
  };
}
