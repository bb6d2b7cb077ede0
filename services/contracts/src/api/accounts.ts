/**
 * The accounts service's answers and request bodies (services/accounts), as the web app and the console read them.
 * The service builds its views with these types, so a change on either side fails the other's type check.
 */
import type { AccountType } from '../enums/account-type';

/** An entity id on the wire (UUIDs; tender ids are OCDS-derived strings). */
export type Id = string;

/** The account types a person signs up as (admins are created, never signed up). */
export type SignupType = 'provider' | 'expert' | 'staff';
/** Any account type, admins included. */
export type AccountKind = AccountType;
export type AccountStatus = 'active' | 'suspended';

/** Profile fields of the provider, staff, expert and vendor variants (spec §2 update-profile screens). */
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

/** What the API shows of an account (GET /account/me, sign-in, team, admin lists): never the hash or internal flags. */
export interface AccountView {
  id: Id;
  email: string;
  accountType: AccountType;
  name: string | null;
  emailVerified: boolean;
  status: AccountStatus;
  companyId: Id | null;
  profile: AccountProfile;
  createdAt: string;
}

/** unverified: a company profile; requested: asked to become a consortium partner; verified: approved by an admin. */
export type PartnerVerification = 'unverified' | 'requested' | 'verified';

/** A company (the spec's partner) as the API shows it; `company` and `companyName` both carry the name. */
export interface CompanyProfile {
  id: Id;
  companyName: string;
  company: string;
  registrationNumber: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  address: string | null;
  postcode: string | null;
  description: string | null;
  sector: string | null;
  companySize: string | null;
  regions: string[];
  serviceCategories: string[];
  certifications: string[];
  annualTurnover: number | null;
  employees: number | null;
  yearsTrading: number | null;
  verification: PartnerVerification;
  consortiumPartner: boolean;
  ownerAccountId: Id;
  requestedAt: string | null;
  approvedAt: string | null;
  createdAt: string;
}
/** The service's name for a company view. */
export type PartnerView = CompanyProfile;

/** The answer of every call that signs someone in (spec §3 login response; verify-and-auth too). */
export interface LoginResponse {
  accessToken: string;
  refreshToken: string;
  user: AccountView;
  partner: CompanyProfile | null;
  oldUserStatus: boolean;
  message: string;
}

/** POST /account/refresh-token. */
export interface TokenRefreshRequest {
  expiredToken: string;
  refreshToken: string;
}
export interface TokenRefreshResponse {
  token: string;
  refreshToken: string;
}

/** POST /account/register (`result` is the one-time code record). */
export interface AccountSignupResponse {
  account: { id: Id };
  result: { id: Id };
  message: string;
}
/** POST /expert/register. */
export interface ExpertSignupResponse {
  expert: { id: Id };
  result: { id: Id };
  message: string;
}
/** POST /staff/register. */
export interface StaffSignupResponse {
  staff: { id: Id };
  result: { id: Id };
  message: string;
}

/** POST /account|expert|staff/verify-and-auth. */
export interface EmailVerificationPayload {
  userId: Id;
  otp: { id: Id; code: string };
}

/** GET /account/me. */
export interface MeResponse {
  user: AccountView;
  partner: CompanyProfile | null;
}

/** Answers that carry a sentence for a toast, and sometimes more. */
export interface MessageResponse {
  message?: string;
  [field: string]: unknown;
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
  accountTypes: EnumOption[];
  tenderStatuses: string[];
  eligibilityBands: string[];
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

/** GET /account/get-bookmark (the add, remove and clear calls answer it too, with a message). */
export interface BookmarkList {
  bookmarks: Array<{ tenderId: Id; createdAt: string }>;
  tenderIds: Id[];
  count: number;
}
