import { ELIGIBILITY_BANDS, type EligibilityBand } from '@jointly/contracts';

/** Bands best first, as the answers list them. */
export const BANDS_BEST_FIRST = Object.keys(ELIGIBILITY_BANDS) as EligibilityBand[];

/** The band of spec §9 a rating (0–100) falls in. */
export function bandOf(rating: number): EligibilityBand {
  for (const band of BANDS_BEST_FIRST) if (rating >= ELIGIBILITY_BANDS[band][0]) return band;
  return '59To0';
}

/** Lowest rating of the 80+ bands; crossing into them is what EligibilityCalculated announces. */
export const HIGH_ELIGIBILITY_RATING = ELIGIBILITY_BANDS['89To80'][0];

/** An empty list per band, best band first. */
export function emptyBands<T>(): Record<EligibilityBand, T[]> {
  return Object.fromEntries(BANDS_BEST_FIRST.map((band) => [band, [] as T[]])) as unknown as Record<EligibilityBand, T[]>;
}

/**
 * The floor of stored provider ratings (the lowest of the listed bands, 60): ratings below it (the 59To0 band) are not
 * stored but computed on read, so the ratings table holds (providers × tenders they nearly fit), not every pair.
 */
export const STORED_RATING_FLOOR = ELIGIBILITY_BANDS['69To60'][0];

/** Whether a rating is stored (at or above the floor). */
export const isStoredRating = (rating: number): boolean => rating >= STORED_RATING_FLOOR;
