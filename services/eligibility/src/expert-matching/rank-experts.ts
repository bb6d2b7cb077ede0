import { fitExpert, prepareExpert, type ExpertFacts, type ExpertFit, type FitReasons, type WorkToCover } from './expert-fit';

/** At most this many experts per answer. */
export const MAX_EXPERT_MATCHES = 20;

/** At most this many tender ids in an expert's `forTenders`. */
export const MAX_TENDERS_PER_EXPERT = 3;

/** An expert with its fit, ready for the answer. */
export interface RankedExpert<E> {
  expert: E;
  score: number;
  reasons: string[];
  /** Provider matching only: the tenders it helps with, best first. */
  forTenders?: string[];
}

/** One of a provider's nearly eligible tenders, with what the provider lacks for it (`work.gaps`). */
export interface NearMissTender {
  tenderId: string;
  /** The provider's stored rating of it. */
  rating: number;
  work: WorkToCover;
}

interface Candidate<E extends ExpertFacts> extends RankedExpert<E> {
  /** Tie-breakers: tenders helped with, gaps closed. */
  helped: number;
  gapsClosed: number;
}

const distinct = (lists: string[][]): string[] => [...new Set(lists.flat())];

const flatten = (reasons: FitReasons[]): string[] =>
  distinct([...reasons.map((r) => r.gaps), ...reasons.map((r) => r.work), ...reasons.map((r) => r.profile)]);

/** Available and limited experts first, then by score, breadth, gaps closed, experience, and account id (stable). */
function byRank<E extends ExpertFacts & { accountId: string }>(a: Candidate<E>, b: Candidate<E>): number {
  const unavailable = (c: Candidate<E>) => (c.expert.availability === 'unavailable' ? 1 : 0);
  return (
    unavailable(a) - unavailable(b) ||
    b.score - a.score ||
    b.helped - a.helped ||
    b.gapsClosed - a.gapsClosed ||
    (b.expert.yearsExperience ?? -1) - (a.expert.yearsExperience ?? -1) ||
    (a.expert.accountId < b.expert.accountId ? -1 : a.expert.accountId > b.expert.accountId ? 1 : 0)
  );
}

function strip<E extends ExpertFacts>({ expert, score, reasons, forTenders }: Candidate<E>): RankedExpert<E> {
  return forTenders ? { expert, score, reasons, forTenders } : { expert, score, reasons };
}

/**
 * The experts that fit one tender's work, best first: those scoring 0 left out, unavailable experts after every
 * available or limited one, at most `limit`.
 */
export function rankExpertsForTender<E extends ExpertFacts & { accountId: string }>(
  experts: readonly E[],
  work: WorkToCover,
  limit = MAX_EXPERT_MATCHES,
): Array<RankedExpert<E>> {
  const candidates: Array<Candidate<E>> = [];
  for (const expert of experts) {
    const fit = fitExpert(prepareExpert(expert), work);
    if (fit.score > 0)
      candidates.push({ expert, score: fit.score, reasons: flatten([fit.reasons]), helped: 1, gapsClosed: fit.gapsClosed });
  }
  return candidates.sort(byRank).slice(0, limit).map(strip);
}

/**
 * The experts that help a provider with the tenders it is nearly eligible for (given best rated first), best first.
 * An expert's score is its best fit to one of those tenders (closing the provider's gaps counts more than fitting
 * what it already covers); ties go to the expert helping with more tenders and closing more gaps. `forTenders` lists
 * the (up to 3) tenders it fits best, and its reasons are those of these tenders, gaps first.
 */
export function rankExpertsForProvider<E extends ExpertFacts & { accountId: string }>(
  experts: readonly E[],
  tenders: readonly NearMissTender[],
  limit = MAX_EXPERT_MATCHES,
): Array<RankedExpert<E>> {
  if (!tenders.length) return [];
  const candidates: Array<Candidate<E>> = [];
  for (const expert of experts) {
    const prepared = prepareExpert(expert);
    const fits: Array<{ tenderId: string; fit: ExpertFit }> = [];
    for (const tender of tenders) {
      const fit = fitExpert(prepared, tender.work);
      if (fit.score > 0) fits.push({ tenderId: tender.tenderId, fit });
    }
    if (!fits.length) continue;
    // Stable: equal fits keep the tenders' order (the provider's best rated first).
    fits.sort((a, b) => b.fit.score - a.fit.score || b.fit.gapsClosed - a.fit.gapsClosed);
    const best = fits.slice(0, MAX_TENDERS_PER_EXPERT);
    candidates.push({
      expert,
      score: best[0].fit.score,
      reasons: flatten(best.map(({ fit }) => fit.reasons)),
      forTenders: best.map(({ tenderId }) => tenderId),
      helped: fits.length,
      gapsClosed: fits.reduce((sum, { fit }) => sum + fit.gapsClosed, 0),
    });
  }
  return candidates.sort(byRank).slice(0, limit).map(strip);
}
