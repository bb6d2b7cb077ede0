/**
 * Wire shapes of spec §3, as far as the spec shows them. Fields the spec does not show are optional
 * and loosely typed; screens that need them narrow them when they are built. The paged shapes and the
 * error body mirror @jointly/contracts (services/contracts/src/api).
 */
import type { ApiErrorBody as ContractsApiErrorBody, PagedResult as ContractsPagedResult } from '@jointly/contracts';

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

export interface Consortium {
  id: Id;
  name: string;
  [field: string]: unknown;
}

export interface MatchingPartner {
  id: Id;
  company?: Id | { id: Id; [field: string]: unknown };
  companyName: string;
  [field: string]: unknown;
}

export type ConsortiumRequestStatus = 'Approve' | 'Rejected';

export interface ConsortiumRequest {
  id: Id;
  consortium: { id?: Id; name: string; [field: string]: unknown };
  status?: string;
  [field: string]: unknown;
}

export interface ConsortiumRequestSearchResult {
  foundConsortiumRequests: ConsortiumRequest[];
  count?: number;
}

export interface ConsortiumBidSearchResult {
  foundConsortiumBids: Array<{ id: Id; [field: string]: unknown }>;
  count?: number;
}

export interface InvitePayload {
  consortium: Id;
  account: Id;
}

export interface RequestUpdatePayload {
  id: Id;
  body: { status: ConsortiumRequestStatus };
}

export interface CriteriaSearchResult<T = Record<string, unknown>> {
  /** The first item is the one used, for both user and tender criteria. */
  foundCriteria: T[];
}

export interface EventSearchResult {
  foundEvents: Array<{ id: Id; [field: string]: unknown }>;
  count: number;
}
export interface VideoSearchResult {
  foundVideos: Array<{ id: Id; [field: string]: unknown }>;
  count?: number;
}
export interface AnnouncementSearchResult {
  foundAnnouncements: Array<{ id: Id; [field: string]: unknown }>;
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
