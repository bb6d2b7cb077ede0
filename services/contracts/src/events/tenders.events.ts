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
