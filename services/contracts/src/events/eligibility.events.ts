import { defineEvent } from './envelope';

export interface TenderCriteriaAdded {
  criteriaId: string;
  tenderId: string;
}
export interface UserCriteriaChanged {
  criteriaId: string;
  accountId: string;
}
export interface ExpertCriteriaChanged {
  criteriaId: string;
  accountId: string;
}
/**
 * A provider's rating of an open tender crossed into the 80+ bands ('100To90', '89To80'): published only on that
 * crossing (never for every recalculated row), at most a few per recalculation, for notifications.
 */
export interface EligibilityCalculated {
  accountId: string;
  tenderId: string;
  rating: number;
  previousRating: number | null;
  /** Added later: the band of `rating`. */
  band?: '100To90' | '89To80';
  /** Added later: the tender's title, so a notification can name it. */
  tenderTitle?: string;
}

/** One rating of a tender that crossed into the 80+ bands, as TenderRatingsCrossed carries it. */
export interface TenderRatingCrossing {
  accountId: string;
  rating: number;
  previousRating: number | null;
  band: '100To90' | '89To80';
}

/** At most this many crossings travel in one TenderRatingsCrossed (a larger re-rating is split into parts). */
export const TENDER_CROSSINGS_PER_EVENT = 1_000;

/**
 * The ratings of one tender that crossed into the 80+ bands in one recalculation of that tender (its criteria or
 * summary changed, a feed batch): one event (per {@link TENDER_CROSSINGS_PER_EVENT} crossings) instead of one
 * EligibilityCalculated per account, for notifications, which treat each crossing as an EligibilityCalculated of that
 * account. A provider hears of at most 10 tenders per recalculation (best first), as before. Aggregate = the tender.
 * Account recalculations still publish EligibilityCalculated (at most 10 per account).
 */
export interface TenderRatingsCrossed {
  tenderId: string;
  tenderTitle: string;
  crossings: TenderRatingCrossing[];
  /** This event's part (1-based) of `parts` for the same recalculation of the tender. */
  part: number;
  parts: number;
}

export const EligibilityEvents = {
  TenderCriteriaAdded: defineEvent<TenderCriteriaAdded>('eligibility', 'tender-criteria', 'added'),
  UserCriteriaChanged: defineEvent<UserCriteriaChanged>('eligibility', 'user-criteria', 'changed'),
  ExpertCriteriaChanged: defineEvent<ExpertCriteriaChanged>('eligibility', 'expert-criteria', 'changed'),
  EligibilityCalculated: defineEvent<EligibilityCalculated>('eligibility', 'result', 'calculated'),
  TenderRatingsCrossed: defineEvent<TenderRatingsCrossed>('eligibility', 'result', 'tender-crossed'),
} as const;
