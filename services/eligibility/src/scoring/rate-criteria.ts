import type { TenderRequirement } from '@jointly/contracts';
import type { PreparedProvider } from './provider-facts';
import { requirementCredit } from './requirement-credit';

/** Highest rating possible while a mandatory requirement is not fully met (below the 60 band). */
export const UNMET_MANDATORY_CAP = 59;

/**
 * The rating (0–100) of a provider against one set of requirements: round(100 × Σ weight × credit / Σ weight), at most
 * 59 when a mandatory requirement has credit below 1. An empty set has nothing to measure: null.
 */
export function rateCriteria(requirements: readonly TenderRequirement[], provider: PreparedProvider): number | null {
  // rateCredits' arithmetic in one loop (same order of sums), without a credits array per call: a results list scores
  // tens of thousands of sets per request.
  let total = 0;
  let earned = 0;
  let mandatoryUnmet = false;
  for (const requirement of requirements) {
    const credit = requirementCredit(requirement, provider);
    total += requirement.weight;
    earned += requirement.weight * credit;
    if (requirement.mandatory && credit < 1) mandatoryUnmet = true;
  }
  if (total === 0) return null;
  const rating = Math.round((100 * earned) / total);
  return mandatoryUnmet ? Math.min(rating, UNMET_MANDATORY_CAP) : rating;
}

/** The rating from credits already computed (one per requirement, same order). */
export function rateCredits(requirements: readonly TenderRequirement[], credits: readonly number[]): number | null {
  let total = 0;
  let earned = 0;
  let mandatoryUnmet = false;
  requirements.forEach((requirement, i) => {
    total += requirement.weight;
    earned += requirement.weight * credits[i];
    if (requirement.mandatory && credits[i] < 1) mandatoryUnmet = true;
  });
  if (total === 0) return null;
  const rating = Math.round((100 * earned) / total);
  return mandatoryUnmet ? Math.min(rating, UNMET_MANDATORY_CAP) : rating;
}

/** The best rating over several sets (one per lot): a provider may bid for the lot it fits best. */
export function bestRating(sets: ReadonlyArray<readonly TenderRequirement[]>, provider: PreparedProvider): number | null {
  let best: number | null = null;
  for (const set of sets) {
    const rating = rateCriteria(set, provider);
    if (rating !== null && (best === null || rating > best)) best = rating;
  }
  return best;
}
