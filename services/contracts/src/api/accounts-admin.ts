/**
 * Records of the console's accounts resources (ra-data-simple-rest under /api/admin/…, services/accounts), typed
 * once for the service that answers them and the console that shows them.
 */
import type { StaffPower } from '../enums/staff-power';
import type { AccountView, Id } from './accounts';

/** `users`: the account plus its company's name, last sign-in and granted staff powers. */
export type AdminUserRecord = AccountView & {
  companyName: string | null;
  lastLoginAt: string | null;
  updatedAt: string;
  powers: StaffPower[];
};

/** What an account has been doing (the show page): sessions, bookmarks and service requests. */
export interface AccountActivity {
  activeSessions: number;
  /** The five most recent sign-ins, newest first. */
  recentSessions: Array<{
    startedAt: string;
    lastUsedAt: string;
    userAgent: string | null;
    endedAt: string | null;
    endedBecause: string | null;
  }>;
  bookmarks: number;
  tenderWriterRequests: number;
  tenderRequests: number;
  lastRequestAt: string | null;
}

/** `users/{id}`: the record with the account's activity. */
export type AdminUserDetail = AdminUserRecord & { activity: AccountActivity };

/** `staff-grants`: a platform-wide power an admin granted a staff account. */
export interface StaffGrantRecord {
  id: Id;
  accountId: Id;
  power: StaffPower;
  grantedBy: Id;
  grantedAt: string;
}

/** `audit-log`: one admin action of any service. */
export interface AuditEntryRecord {
  id: Id;
  at: string;
  actorId: Id | null;
  actorEmail: string | null;
  service: string;
  action: string;
  resource: string;
  resourceId: string;
  summary: string;
  changes: Record<string, { from: unknown; to: unknown }> | null;
}

/** GET /admin/stats/signups: sign-ups of one ISO week by account type. */
export interface SignupWeek {
  week: string;
  weekStart: string;
  provider: number;
  expert: number;
  staff: number;
  admin: number;
}
