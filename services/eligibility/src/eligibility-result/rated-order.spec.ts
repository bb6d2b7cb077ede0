import { randomUUID } from 'node:crypto';
import type { EligibilityBand } from '@jointly/contracts';
import type { RatedTender } from './eligibility-result.store';
import { byRatingFromClosingOrder, byRatingThenClosing, mergeBestFirst } from './provider-ratings.reader';
import { byClosingThenId, type CachedTender } from './tender-rating-sets.cache';

/** The results list's order without a comparison sort per request equals sorting with byRatingThenClosing. */
describe('results list order (counting sort from the closing order, merge with the stored rows)', () => {
  let seed = 7;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const day = Date.UTC(2026, 11, 1);
  const row = (rating: number): RatedTender => ({
    tenderId: randomUUID(),
    title: 't',
    buyerName: null,
    // Few distinct dates and some undated, so ties on rating and date are common.
    closingDate: rand() < 0.1 ? null : new Date(day + Math.floor(rand() * 5) * 86_400_000),
    rating,
    band: '59To0' as EligibilityBand,
    calculatedAt: new Date(day),
  });
  const ids = (rows: RatedTender[]) => rows.map((r) => r.tenderId);

  it('orders rows given in closing-then-id order exactly as the comparison sort', () => {
    for (let round = 0; round < 20; round++) {
      const rows = Array.from({ length: 500 }, () => row(Math.floor(rand() * 60)));
      const inClosingOrder = [...rows].sort((a, b) => byClosingThenId(a as unknown as CachedTender, b as unknown as CachedTender));
      expect(ids(byRatingFromClosingOrder(inClosingOrder))).toEqual(ids([...rows].sort(byRatingThenClosing)));
    }
  });

  it('falls back to the comparison sort for a rating that is not a whole number from 0 to 100', () => {
    const rows = [row(12), row(40.5), row(3)];
    expect(byRatingFromClosingOrder([...rows]).map((r) => r.rating)).toEqual([40.5, 12, 3]);
  });

  it('merges the stored list and the low band as sorting them together would', () => {
    for (let round = 0; round < 20; round++) {
      const stored = Array.from({ length: 80 }, () => row(60 + Math.floor(rand() * 41))).sort(byRatingThenClosing);
      // The low band may hold a rating at or above 60 (a row being rewritten right now).
      const low = Array.from({ length: 300 }, () => row(Math.floor(rand() * 70))).sort(byRatingThenClosing);
      expect(ids(mergeBestFirst(stored, low))).toEqual(ids([...stored, ...low].sort(byRatingThenClosing)));
    }
    expect(mergeBestFirst([], [])).toEqual([]);
  });
});
