/**
 * Wire shapes of spec §3, as far as the spec shows them. Fields the spec does not show are optional
 * and loosely typed; screens that need them narrow them when they are built. The paged shapes and the
 * error body mirror @jointly/contracts (services/contracts/src/api).
 */
import type {
  ApiErrorBody as ContractsApiErrorBody,
  BidView as ContractsBidView,
  ConsortiumBidView as ContractsConsortiumBidView,
  ConsortiumRequestView as ContractsConsortiumRequestView,
  PagedResult as ContractsPagedResult,
  WorkspaceStatus as ContractsWorkspaceStatus,
  WorkspaceView as ContractsWorkspaceView,
} from '@jointly/contracts';

export type Id = string;

export type ApiErrorBody = Partial<ContractsApiErrorBody> & { message?: string | string[] };
export type PagedResult = ContractsPagedResult;

export interface Tender {
  id: Id;
  title: string;
  buyerName: string;
  closingDate: string | null;
  [field: string]: unknown;
}

export interface TenderSearchResult extends PagedResult {
  foundTenders: Tender[];
}

export interface Partner {
  id: Id;
  companyName?: string;
  [field: string]: unknown;
}

export interface PartnerSearchResult extends PagedResult {
  foundTalents: Partner[];
}

export type AccountKind = 'provider' | 'expert' | 'staff' | 'admin';

export interface User {
  id?: Id;
  email: string;
  /** The account type; the backend may call it role or accountType, in any case. */
  role?: string;
  accountType?: string;
  [field: string]: unknown;
}

export interface LoginResponse {
  accessToken: string;
  refreshToken: string;
  partner?: Partner | null;
  oldUserStatus?: boolean;
  user: User;
}

export interface TokenRefreshRequest {
  expiredToken: string;
  refreshToken: string;
}

export interface TokenRefreshResponse {
  token: string;
  refreshToken: string;
}

export interface AccountSignupResponse {
  account: { id: Id; [field: string]: unknown };
  /** The one-time code record. */
  result: { id: Id; [field: string]: unknown };
}
export interface ExpertSignupResponse {
  expert: { id: Id; [field: string]: unknown };
  result?: { id: Id; [field: string]: unknown };
}
export interface StaffSignupResponse {
  staff: { id: Id; [field: string]: unknown };
  result?: { id: Id; [field: string]: unknown };
}

export interface EmailVerificationPayload {
  userId: Id;
  otp: { id: Id; code: string };
}

export type EligibilityBand = '100To90' | '89To80' | '79To70' | '69To60' | '59To0';
export interface EligibilityEntry {
  tenderId: Id;
  tenderRating: number;
  [field: string]: unknown;
}
export interface EligibilityResult {
  resultInCategory: Array<Partial<Record<EligibilityBand, EligibilityEntry[]>>>;
}

// ---- consortiums API (services/consortiums; wire types from @jointly/contracts) -------------------------

export type {
  ConsortiumBidView,
  ConsortiumMemberView,
  ConsortiumRequestStatus,
  ConsortiumRequestView,
  ConsortiumView,
  MatchingPartner,
} from '@jointly/contracts';

/** The statuses the UI sends when answering an invitation (spec §4): 'Approve' (Accept) and 'Rejected' (Decline). */
export type ConsortiumAnswer = 'Approve' | 'Rejected';

export interface ConsortiumRequestSearchResult extends PagedResult {
  foundConsortiumRequests: ContractsConsortiumRequestView[];
}

export interface ConsortiumBidSearchResult extends PagedResult {
  foundConsortiumBids: ContractsConsortiumBidView[];
}

/** POST /consortium-request/send-invite: `account` is the matching partner's owner account (its `accountId`). */
export interface InvitePayload {
  consortium: Id;
  account: Id;
  message?: string;
}

export interface RequestUpdatePayload {
  id: Id;
  body: { status: ConsortiumAnswer };
}

export interface CriteriaSearchResult<T = Record<string, unknown>> {
  /** The first item is the one used, for both user and tender criteria. */
  foundCriteria: T[];
}

export interface EventSearchResult extends Partial<PagedResult> {
  foundEvents: ContentEvent[];
  count: number;
}
export interface VideoSearchResult extends Partial<PagedResult> {
  foundVideos: ContentVideo[];
  count?: number;
}
export interface AnnouncementSearchResult extends Partial<PagedResult> {
  foundAnnouncements: ContentAnnouncement[];
  count?: number;
}

export interface MessageResponse {
  message?: string;
  [field: string]: unknown;
}

// ---- accounts API (services/accounts) ------------------------------------------------------------

export type SignupType = 'provider' | 'expert' | 'staff';

/** The person fields PATCH /account/update/{id} accepts besides `name` (kept under `profile`). */
export interface AccountProfile {
  jobTitle?: string | null;
  phone?: string | null;
  bio?: string | null;
  expertise?: string[];
  sectors?: string[];
  regions?: string[];
  linkedinUrl?: string | null;
  yearsExperience?: number | null;
  dailyRate?: number | null;
  department?: string | null;
  vendorCategories?: string[];
}

/** An account as the API shows it (GET /account/me, login, verification). */
export interface AccountView extends User {
  id: Id;
  accountType: string;
  name: string | null;
  emailVerified?: boolean;
  status?: string;
  companyId?: Id | null;
  profile?: AccountProfile;
  createdAt?: string;
}

export type PartnerVerification = 'unverified' | 'requested' | 'verified';

/** A company (spec "partner") as the API shows it. */
export interface CompanyProfile extends Partner {
  companyName: string;
  registrationNumber?: string | null;
  email?: string | null;
  phone?: string | null;
  website?: string | null;
  address?: string | null;
  postcode?: string | null;
  description?: string | null;
  sector?: string | null;
  companySize?: string | null;
  regions?: string[];
  serviceCategories?: string[];
  certifications?: string[];
  annualTurnover?: number | null;
  employees?: number | null;
  yearsTrading?: number | null;
  verification?: PartnerVerification;
  consortiumPartner?: boolean;
}

export interface MeResponse {
  user: AccountView;
  partner: CompanyProfile | null;
}

export interface EnumOption {
  id: string;
  label: string;
}

/** GET /generic-apis/all-enum. */
export interface EnumsResponse {
  sectors: string[];
  serviceCategories: Array<EnumOption & { cpv?: string[] }>;
  regions: string[];
  companySizes: EnumOption[];
  certifications: EnumOption[];
  accountTypes?: EnumOption[];
  tenderStatuses?: string[];
  eligibilityBands?: string[];
}

export interface TeamMember extends AccountView {
  owner: boolean;
}

export interface TeamInvitation {
  id: Id;
  email: string;
  createdAt: string;
  expiresAt: string;
}

/** GET /team/members. */
export interface TeamMembersResponse {
  companyId: Id;
  companyName: string | null;
  members: TeamMember[];
  invitations: TeamInvitation[];
}

/** GET /account/get-bookmark. */
export interface BookmarkList {
  bookmarks: Array<{ tenderId: Id; createdAt: string }>;
  tenderIds: Id[];
  count: number;
}

// ---- tenders API (services/tenders) --------------------------------------------------------------

export type TenderStatus = 'planned' | 'active' | 'closed' | 'awarded' | 'cancelled';

/** A CPV code as the tenders service shows it (8 digits, its label, its two-digit division). */
export interface CpvCode {
  code: string;
  label: string | null;
  division: string;
  divisionLabel: string | null;
}

/** One tender in a result list (search, fetch-multiple). `titleHighlight` and `snippet` are escaped text with <mark>. */
export interface TenderListItem extends Tender {
  ocid: string;
  buyerName: string;
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
export interface TenderSearchPage extends PagedResult {
  foundTenders: TenderListItem[];
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
  buyerName: string;
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
  editedFields: string[];
}

/** POST /tender/fetch-multiple. */
export interface TenderList {
  foundTenders: TenderListItem[];
  count: number;
}

export type AlertDelivery = 'instant' | 'daily';

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

// ---- notifications API (services/notifications) ----------------------------------------------------

export interface AppNotification {
  id: Id;
  recipientAccountId: Id;
  companyId: Id | null;
  kind: string;
  title: string;
  body: string;
  message: string;
  link: string | null;
  read: boolean;
  readAt: string | null;
  createdAt: string;
}

/** GET /notification/all/{accountId}?page&limit. */
export interface NotificationPage extends PagedResult {
  foundNotifications: AppNotification[];
}

/** GET /notification/unread/{companyId}. */
export interface CompanyUnread {
  unreadCount: number;
  foundNotifications: AppNotification[];
}

// ---- bids API (services/bids: expert invitations and workspaces; wire types from @jointly/contracts) -----

export type {
  BidStatus,
  BidTenderView,
  BidView,
  ChecklistItem,
  ExpertBidStatistics,
  LibraryAnswerView,
  SectionLimit,
  SectionStatus,
  TextDiffPart,
  WorkspaceActivityView,
  WorkspaceCommentView,
  WorkspaceDiffView,
  WorkspaceMemberView,
  WorkspaceSection,
  WorkspaceStatus,
  WorkspaceVersionView,
  WorkspaceView,
} from '@jointly/contracts';

/** What the invited expert answers; the inviter may only withdraw (while Pending). */
export type BidAnswer = 'Accepted' | 'Declined';

export interface BidSearchResult extends PagedResult {
  foundBids: ContractsBidView[];
}

/** POST /bids/create. */
export interface InviteExpertInput {
  tender: Id;
  /** The expert's account id. */
  expert: Id;
  message?: string;
  workspace?: Id;
}

export interface WorkspaceSearchResult extends PagedResult {
  foundWorkspaces: ContractsWorkspaceView[];
}

/** POST /workspace/create. */
export interface CreateWorkspaceInput {
  name: string;
  tender?: Id;
  description?: string;
  sections?: Array<{ title: string; body?: string }>;
}

/**
 * PATCH /workspace/update/{id}: `version` is the workspace version read (stale → 409 with the current workspace);
 * `sections` merge by id (without id: new); sections left out stay unless `removeMissingSections`.
 */
export interface UpdateWorkspaceInput {
  version?: number;
  name?: string;
  description?: string | null;
  status?: ContractsWorkspaceStatus;
  sections?: Array<{ id?: Id; title: string; body: string }>;
  removeMissingSections?: boolean;
}
