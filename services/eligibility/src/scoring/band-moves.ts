import type { EligibilityBand, TenderCriteriaPreview } from '@jointly/contracts';
import { BANDS_BEST_FIRST, bandOf } from './eligibility-band';

/**
 * Band moves between two ratings of the same providers (before and after a criteria change), pairwise by index: the
 * providers per band each time, the (from, to) pairs of different bands with their counts (largest first, then the
 * bands' order), and how many rise, fall or stay.
 */
export function bandMoves(
  before: readonly number[],
  after: readonly number[],
): Omit<TenderCriteriaPreview, 'tenderId' | 'lot' | 'providers'> {
  if (before.length !== after.length) throw new Error('bandMoves needs one rating before and one after per provider');
  const zero = () => Object.fromEntries(BANDS_BEST_FIRST.map((band) => [band, 0])) as Record<EligibilityBand, number>;
  const counts = { before: zero(), after: zero() };
  const pairs = new Map<string, { from: EligibilityBand; to: EligibilityBand; count: number }>();
  let movedUp = 0;
  let movedDown = 0;
  for (let i = 0; i < before.length; i++) {
    const from = bandOf(before[i]);
    const to = bandOf(after[i]);
    counts.before[from] += 1;
    counts.after[to] += 1;
    if (from === to) continue;
    // Bands best first: a smaller index is a better band.
    if (BANDS_BEST_FIRST.indexOf(to) < BANDS_BEST_FIRST.indexOf(from)) movedUp += 1;
    else movedDown += 1;
    const key = `${from}>${to}`;
    const pair = pairs.get(key) ?? { from, to, count: 0 };
    pair.count += 1;
    pairs.set(key, pair);
  }
  const order = (band: EligibilityBand) => BANDS_BEST_FIRST.indexOf(band);
  const moves = [...pairs.values()].sort((a, b) => b.count - a.count || order(a.from) - order(b.from) || order(a.to) - order(b.to));
  return { before: counts.before, after: counts.after, moves, movedUp, movedDown, unchanged: before.length - movedUp - movedDown };
}
