import type { PagedResult } from './pagination';

/** How available an expert is for new bids. */
export const EXPERT_AVAILABILITIES = ['available', 'limited', 'unavailable'] as const;
export type ExpertAvailability = (typeof EXPERT_AVAILABILITIES)[number];

/** Limits of every list field of user and expert criteria (items are trimmed and de-duplicated first). */
export const CRITERIA_LIST_LIMITS = { maxItems: 50, maxItemLength: 120 } as const;

/**
 * A provider's facts that eligibility is checked against (one per account): GET /api/user-criteria/search,
 * POST /api/user-criteria/add and the console's `user-criteria` resource. Amounts are whole GBP.
 */
export interface UserCriteriaView {
  id: string;
  accountId: string;
  /** The provider's company when the account belongs to one (from its token when saved). */
  companyId: string | null;
  /** CPV codes (without the check digit) or divisions such as '85'. */
  serviceCategories: string[];
  /** UK region names as the tenders use them, e.g. 'Yorkshire and the Humber'. */
  regions: string[];
  annualTurnover: number | null;
  yearsTrading: number | null;
  staffCount: number | null;
  /** e.g. 'CQC registration', 'ISO 9001', 'Cyber Essentials'. */
  certifications: string[];
  /** Insurance cover in GBP. */
  insuranceLevel: number | null;
  createdAt: string;
  updatedAt: string;
}

/** An expert's directory entry (one per expert account): /api/expert-criteria/* and the console's `expert-criteria`. */
export interface ExpertCriteriaView {
  id: string;
  accountId: string;
  headline: string | null;
  /** Free skill tags. */
  expertise: string[];
  /** CPV divisions, e.g. '85'. */
  sectors: string[];
  regions: string[];
  yearsExperience: number | null;
  /** GBP per day. */
  dayRate: number | null;
  availability: ExpertAvailability;
  bio: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Answer of POST /api/user-criteria/add. */
export interface SaveUserCriteriaResult {
  userCriteria: UserCriteriaView;
  message: string;
}

/** Answer of POST /api/expert-criteria/create and PATCH /api/expert-criteria/update/{id}. */
export interface SaveExpertCriteriaResult {
  expertCriteria: ExpertCriteriaView;
  message: string;
}

/** Answer of GET /api/user-criteria/search (spec §3 paged shape). */
export interface UserCriteriaSearchResult extends PagedResult {
  foundCriteria: UserCriteriaView[];
}

/** Answer of GET /api/expert-criteria/search (spec §3 paged shape). */
export interface ExpertCriteriaSearchResult extends PagedResult {
  foundCriteria: ExpertCriteriaView[];
}
