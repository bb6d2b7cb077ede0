import { defineEvent } from './envelope';
import type { AccountType } from '../enums/account-type';
import type { StaffPower } from '../enums/staff-power';

export type OtpPurpose = 'verify' | 'reset';

export interface AccountRegistered {
  accountId: string;
  email: string;
  accountType: AccountType;
  companyName: string | null;
  name: string | null;
  /** The company the account belongs to from the start (providers' own, or the one a team invitation joined). Added in v1, may be absent in old events. */
  companyId?: string | null;
}
export interface OtpIssued {
  accountId: string;
  email: string;
  otpId: string;
  /**
   * The code sealed for the code mail (AES-256-GCM with OTP_CODE_KEY, the otpId as associated data; see
   * OtpCodeCipher in common/auth): the outbox, inbox, dead letters and Kafka never hold a usable code.
   */
  sealedCode: string;
  purpose: OtpPurpose;
  expiresAt: string;
}
export interface EmailVerified {
  accountId: string;
  email: string;
  accountType: AccountType;
}
export interface PasswordChanged {
  accountId: string;
  email: string;
  reason: 'update' | 'reset';
}
export interface SessionRevoked {
  accountId: string;
  familyId: string | null;
  reason: 'logout' | 'reuse' | 'password-reset' | 'password-change' | 'suspended';
}
export interface ProfileUpdated {
  accountId: string;
  companyId: string | null;
  changes: Record<string, unknown>;
}
export interface PartnerRequested {
  partnerId: string;
  accountId: string;
  companyName: string;
  email: string;
}
export interface PartnerApproved {
  partnerId: string;
  accountId: string;
  companyName: string;
  email: string;
  approvedBy: string;
}
export interface TenderWriterRequested {
  accountId: string;
  email: string;
  name: string | null;
  tenderId: string | null;
  message: string | null;
}
export interface TenderRequested {
  accountId: string;
  email: string;
  tenderId: string | null;
  details: string;
}
export interface NewsletterSubscribed {
  email: string;
}
export interface ContactMessageReceived {
  name: string;
  email: string;
  subject: string | null;
  message: string;
}
export interface TeamMemberInvited {
  companyId: string;
  invitedBy: string;
  email: string;
  inviteId: string;
}

/** Why an account's company changed. */
export type MembershipChangeReason = 'company-created' | 'joined' | 'removed' | 'left';

/**
 * An account's company changed: it created or joined one, was removed from its team, or left it. Every service that
 * authorizes by company keeps the account's current company from these (and AccountRegistered) and checks it on each
 * request, so an access token's company claim is never trusted past a membership change.
 */
export interface MembershipChanged {
  accountId: string;
  /** The account's company from now on (null: none). */
  companyId: string | null;
  previousCompanyId: string | null;
  reason: MembershipChangeReason;
}

/** An admin suspended or reactivated an account (suspension also revokes every session: SessionRevoked). */
export interface AccountStatusChanged {
  accountId: string;
  status: 'active' | 'suspended';
}

/** The bookmarked tenders of an account changed (tenders keeps a read model for the iCal feed of closing dates). */
export interface BookmarksChanged {
  accountId: string;
  added: string[];
  removed: string[];
  cleared: boolean;
}

/**
 * The platform-wide powers a staff account holds now (the whole set, after an admin granted or revoked one). Every
 * service keeps the newest set per account (`version` grows by one per change) and checks it on each request.
 */
export interface StaffPowersChanged {
  accountId: string;
  powers: StaffPower[];
  version: number;
}

/** A company's facts in the terms eligibility scores with (CPV codes, certification names, whole GBP). */
export interface CompanyFacts {
  /** CPV codes of the company's service categories (each category's codes, without check digits). */
  serviceCategories: string[];
  regions: string[];
  /** Certification names as the platform lists them ('ISO 9001 quality management', 'CQC registration'). */
  certifications: string[];
  annualTurnover: number | null;
  staffCount: number | null;
  yearsTrading: number | null;
  /**
   * Certification names (as `certifications`) evidenced by a certificate a member uploaded for the company
   * (POST /file/upload-document, purpose `certificate`). Absent in events from before evidence was published: none.
   */
  evidencedCertifications?: string[];
  /** Whether the company's financial accounts (evidence of turnover) are uploaded. Absent: false. */
  turnoverEvidenced?: boolean;
}

/**
 * A company's profile facts changed (created, edited by a member, by business information, or by an admin) or its
 * evidence did (a certificate or financial accounts uploaded or deleted): the whole set as it stands, so the newest event (by `occurredAt`) wins whatever order they arrive in.
 */
export interface CompanyFactsChanged {
  companyId: string;
  facts: CompanyFacts;
}

/**
 * The bytes of a company's documents changed: an upload adds them, a delete removes them (`deltaBytes` is signed),
 * `baseline` carries a company's total when the usage read models started. Messages adds the documents to the
 * company's message attachments for the plan's storage limit, which is one total across both stores.
 */
export interface DocumentStorageChanged {
  companyId: string;
  deltaBytes: number;
  reason: 'upload' | 'delete' | 'baseline';
}

export const AccountEvents = {
  AccountRegistered: defineEvent<AccountRegistered>('accounts', 'account', 'registered'),
  OtpIssued: defineEvent<OtpIssued>('accounts', 'account', 'otp-issued'),
  EmailVerified: defineEvent<EmailVerified>('accounts', 'account', 'email-verified'),
  PasswordChanged: defineEvent<PasswordChanged>('accounts', 'account', 'password-changed'),
  SessionRevoked: defineEvent<SessionRevoked>('accounts', 'account', 'session-revoked'),
  ProfileUpdated: defineEvent<ProfileUpdated>('accounts', 'account', 'profile-updated'),
  PartnerRequested: defineEvent<PartnerRequested>('accounts', 'partner', 'requested'),
  PartnerApproved: defineEvent<PartnerApproved>('accounts', 'partner', 'approved'),
  TenderWriterRequested: defineEvent<TenderWriterRequested>('accounts', 'request', 'tender-writer-requested'),
  TenderRequested: defineEvent<TenderRequested>('accounts', 'request', 'tender-requested'),
  NewsletterSubscribed: defineEvent<NewsletterSubscribed>('accounts', 'newsletter', 'subscribed'),
  ContactMessageReceived: defineEvent<ContactMessageReceived>('accounts', 'contact', 'message-received'),
  TeamMemberInvited: defineEvent<TeamMemberInvited>('accounts', 'team', 'member-invited'),
  BookmarksChanged: defineEvent<BookmarksChanged>('accounts', 'account', 'bookmarks-changed'),
  StaffPowersChanged: defineEvent<StaffPowersChanged>('accounts', 'account', 'staff-powers-changed'),
  MembershipChanged: defineEvent<MembershipChanged>('accounts', 'account', 'membership-changed'),
  AccountStatusChanged: defineEvent<AccountStatusChanged>('accounts', 'account', 'status-changed'),
  CompanyFactsChanged: defineEvent<CompanyFactsChanged>('accounts', 'company', 'facts-changed'),
  DocumentStorageChanged: defineEvent<DocumentStorageChanged>('accounts', 'storage', 'document-usage-changed'),
} as const;
