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
export interface EligibilityCalculated {
  accountId: string;
  tenderId: string;
  rating: number;
  previousRating: number | null;
}

export const EligibilityEvents = {
  TenderCriteriaAdded: defineEvent<TenderCriteriaAdded>('eligibility', 'tender-criteria', 'added'),
  UserCriteriaChanged: defineEvent<UserCriteriaChanged>('eligibility', 'user-criteria', 'changed'),
  ExpertCriteriaChanged: defineEvent<ExpertCriteriaChanged>('eligibility', 'expert-criteria', 'changed'),
  EligibilityCalculated: defineEvent<EligibilityCalculated>('eligibility', 'result', 'calculated'),
} as const;
