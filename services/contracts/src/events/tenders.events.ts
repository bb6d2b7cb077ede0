import { defineEvent } from './envelope';
import type { TenderStatus } from '../enums/tender-status';

export interface TenderSummary {
  tenderId: string;
  ocid: string;
  title: string;
  buyerName: string | null;
  status: TenderStatus;
  value: number | null;
  currency: string | null;
  closingDate: string | null;
  cpvCodes: string[];
  regions: string[];
  /** What the notice says that eligibility derives criteria from; absent on events published before it was carried. */
  criteriaSource?: TenderCriteriaSource;
}
/** The parts of an OCDS notice that tender criteria are derived from (eligibility marks each derived criterion with its field). */
export interface TenderCriteriaSource {
  /** Contract length in months from `tender.contractPeriod` (dates or `durationInDays`), or null when unknown. */
  contractMonths: number | null;
  /** `tender.suitability` (sme, vcse), or null when the notice does not say. */
  suitability: { sme: boolean | null; vcse: boolean | null } | null;
  /** `tender.lots[]` with their own values and contract lengths (at most 50). */
  lots: Array<{ lotId: string; title: string | null; value: number | null; currency: string | null; contractMonths: number | null }>;
  /** `tender.selectionCriteria` and `tender.eligibilityCriteria` as text (at most 8,000 characters), or null. */
  selectionCriteria: string | null;
}
export type TenderPublished = TenderSummary;
export interface TenderUpdated extends TenderSummary {
  changedFields: string[];
}
export interface TenderClosed {
  tenderId: string;
  closingDate: string;
}
export interface TenderEventAdded {
  eventId: string;
  title: string;
  startsAt: string;
}
/** A user's saved search matched newly published tenders; notifications tells them (in-app, and e-mail now or in the daily digest). */
export interface SavedSearchMatched {
  savedSearchId: string;
  accountId: string;
  searchName: string;
  delivery: 'instant' | 'daily';
  tenders: Array<{ tenderId: string; title: string; buyerName: string | null; closingDate: string | null }>;
}

export const TenderEvents = {
  TenderPublished: defineEvent<TenderPublished>('tenders', 'tender', 'published'),
  TenderUpdated: defineEvent<TenderUpdated>('tenders', 'tender', 'updated'),
  TenderClosed: defineEvent<TenderClosed>('tenders', 'tender', 'closed'),
  TenderEventAdded: defineEvent<TenderEventAdded>('tenders', 'event', 'added'),
  SavedSearchMatched: defineEvent<SavedSearchMatched>('tenders', 'saved-search', 'matched'),
} as const;
