/**
 * The tenders service's answers (services/tenders), as the web app reads them. The service's own types
 * (search/tender-search.ts, tender/tender.views.ts, …) are checked against these in
 * services/tenders/src/wire-types.check.ts, so a drift fails the type check.
 */
import type { TenderStatus } from '../enums/tender-status';
import type { Id } from './accounts';

/** A CPV code as the tenders service shows it (8 digits, its label, its two-digit division). */
export interface CpvCode {
  code: string;
  label: string | null;
  division: string;
  divisionLabel: string | null;
}

/** The fields every tender view has. Buyers are not always named in OCDS: `buyerName` may be null. */
export interface Tender {
  id: Id;
  title: string;
  buyerName: string | null;
  closingDate: string | null;
}

/** One tender in a result list (search, fetch-multiple). `titleHighlight` and `snippet` are escaped text with <mark>. */
export interface TenderListItem extends Tender {
  ocid: string;
  status: TenderStatus;
  publishedDate: string | null;
  value: number | null;
  currency: string | null;
  cpvCodes: CpvCode[];
  category: string | null;
  regions: string[];
  procurementMethod: string | null;
  noticeUrl: string | null;
  sourcePublisher: string | null;
  titleHighlight: string;
  snippet: string | null;
}

export interface FacetValue {
  value: string;
  label?: string | null;
  count: number;
}

export interface SearchFacets {
  status: FacetValue[];
  cpv: FacetValue[];
  region: FacetValue[];
  buyer: FacetValue[];
  closing: FacetValue[];
  published: FacetValue[];
  value: FacetValue[];
}

export type TenderSort = 'relevance' | 'closing-soonest' | 'newest' | 'value-high' | 'value-low';

/** GET /tender/search, /tenders/filter-search (with facets), /tenders/value-search. */
export interface TenderSearchPage {
  foundTenders: TenderListItem[];
  count: number;
  currentPage: number;
  totalPages: number;
  limit?: number;
  countIsEstimate?: boolean;
  matchedApproximately?: boolean;
  sort?: TenderSort;
  facets?: SearchFacets;
  facetsAreEstimates?: boolean;
}

export interface TenderLot {
  id: string;
  title: string | null;
  description: string | null;
  status: string | null;
  value: number | null;
  currency: string | null;
  contractStart: string | null;
  contractEnd: string | null;
}

export interface TenderDocument {
  id: string | null;
  type: string | null;
  title: string | null;
  url: string | null;
  format: string | null;
  datePublished: string | null;
  /** Admin uploads: the stored document's id (served by GET /tender/document/{id}). */
  storedDocumentId?: string;
  uploaded?: boolean;
}

export interface TenderAward {
  id: string;
  title: string | null;
  status: string | null;
  date: string | null;
  value: number | null;
  currency: string | null;
  suppliers: Array<{ id: string | null; name: string }>;
}

export interface Period {
  startDate: string | null;
  endDate: string | null;
}

/** GET /tender/view/{id}: everything known about one tender. */
export interface TenderDetail extends Tender {
  ocid: string;
  description: string | null;
  buyerId: string | null;
  buyerContact: { name: string | null; email: string | null; telephone: string | null; url: string | null; address: string | null } | null;
  status: TenderStatus;
  ocdsStatus: string | null;
  value: number | null;
  currency: string | null;
  valueSource: 'tender' | 'lots' | 'minValue' | null;
  minValue: number | null;
  closingDateNote: string | null;
  publishedDate: string | null;
  updatedAt: string;
  cpvCodes: CpvCode[];
  category: string | null;
  regions: string[];
  regionCodes: string[];
  procurementMethod: string | null;
  procurementMethodDetails: string | null;
  mainProcurementCategory: string | null;
  noticeUrl: string | null;
  source: { platform: string | null; publisher: string | null };
  lots: TenderLot[];
  documents: TenderDocument[];
  awards: TenderAward[];
  links: Array<{ rel: string | null; href: string }>;
  tenderPeriod: Period | null;
  contractPeriod: Period | null;
  enquiryDeadline: string | null;
  suitability: { sme: boolean | null; vcse: boolean | null } | null;
  specialRegime: string[];
  language: string | null;
  releaseIds: string[];
  /** Fields an admin corrected by hand (kept over later imports). */
  editedFields: string[];
}

/** POST /tender/fetch-multiple. */
export interface TenderList {
  foundTenders: TenderListItem[];
  count: number;
}

/** How a saved search alerts its owner; `none` keeps the search without alerts (not counted by the plan limit). */
export type AlertDelivery = 'instant' | 'daily' | 'none';

/** A saved search as GET /saved-search lists it; `filters` are search parameters. */
export interface SavedSearch {
  id: Id;
  name: string;
  query: string | null;
  filters: Record<string, unknown>;
  delivery: AlertDelivery;
  lastMatchedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface SavedSearchList {
  foundSavedSearches: SavedSearch[];
  count: number;
}

/** GET /tender/calendar-link. */
export interface CalendarLink {
  url: string;
  secret: string;
  createdAt: string;
}

export interface ContentEvent {
  id: Id;
  title: string;
  description: string | null;
  startsAt: string;
  endsAt: string | null;
  location: string | null;
  url: string | null;
  imageUrl: string | null;
}

export interface ContentVideo {
  id: Id;
  title: string;
  description: string | null;
  url: string;
  thumbnailUrl: string | null;
  durationSeconds: number | null;
  tags: string[];
  publishedAt: string;
}

export interface ContentAnnouncement {
  id: Id;
  title: string;
  body: string;
  audience: string;
  pinned: boolean;
  publishedAt: string;
}

export interface EventSearchResult {
  foundEvents: ContentEvent[];
  count: number;
  currentPage?: number;
  totalPages?: number;
}
export interface VideoSearchResult {
  foundVideos: ContentVideo[];
  count?: number;
  currentPage?: number;
  totalPages?: number;
}
export interface AnnouncementSearchResult {
  foundAnnouncements: ContentAnnouncement[];
  count?: number;
  currentPage?: number;
  totalPages?: number;
}
