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

export const EligibilityEvents = {
  TenderCriteriaAdded: defineEvent<TenderCriteriaAdded>('eligibility', 'tender-criteria', 'added'),
  UserCriteriaChanged: defineEvent<UserCriteriaChanged>('eligibility', 'user-criteria', 'changed'),
  ExpertCriteriaChanged: defineEvent<ExpertCriteriaChanged>('eligibility', 'expert-criteria', 'changed'),
  EligibilityCalculated: defineEvent<EligibilityCalculated>('eligibility', 'result', 'calculated'),
} as const;
