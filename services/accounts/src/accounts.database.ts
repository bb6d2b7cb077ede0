import type { ServiceDatabaseDefinition } from '@jointly/common/database';
import { Account } from './account/account.entity';
import { Bookmark } from './bookmark/bookmark.entity';
import { OneTimeCode } from './identity/one-time-code.entity';
import { CreateIdentity1763800000000 } from './migrations/1763800000000-create-identity';
import { CreateRequestsAndForms1763800001000 } from './migrations/1763800001000-create-requests-and-forms';
import { CreateConsoleHandoff1767060000000 } from './migrations/1767060000000-create-console-handoff';
import { PlanLimits1767091000001 } from './migrations/1767091000001-plan-limits';
import { CompanyStorageUsage1767100000000 } from './migrations/1767100000000-company-storage-usage';
import { DocumentPurpose1767102500001 } from './migrations/1767102500001-document-purpose';
import { RepublishMigratedEvidence1767102900000 } from './migrations/1767102900000-republish-migrated-evidence';
import { GetStartedCompleted1766700000000 } from './migrations/1766700000000-get-started-completed';
import { CreateAuditEntry1764600000000 } from './migrations/1764600000000-create-audit-entry';
import { CreateStaffGrant1766100000000 } from './migrations/1766100000000-create-staff-grant';
import { AddRefreshTokenSuccessor1766300001000 } from './migrations/1766300001000-add-refresh-token-successor';
import { Partner } from './partner/partner.entity';
import { AttemptCounter } from './rate-limit/attempt-counter.entity';
import { RefreshToken, Session } from './session/session.entity';
import { StaffGrant } from './staff-grant/staff-grant.entity';
import { TeamInvite } from './team/team-invite.entity';

/** The accounts schema: its entities and migrations (the outbox, inbox and dead-letter tables come from common). */
export const ACCOUNTS_DATABASE: ServiceDatabaseDefinition = {
  service: 'accounts',
  ownsSessions: true,
  entities: [Account, Partner, Session, RefreshToken, OneTimeCode, AttemptCounter, Bookmark, TeamInvite, StaffGrant],
  migrations: [
    CreateIdentity1763800000000,
    CreateRequestsAndForms1763800001000,
    CreateAuditEntry1764600000000,
    CreateStaffGrant1766100000000,
    AddRefreshTokenSuccessor1766300001000,
    GetStartedCompleted1766700000000,
    CreateConsoleHandoff1767060000000,
    PlanLimits1767091000001,
    CompanyStorageUsage1767100000000,
    DocumentPurpose1767102500001,
    RepublishMigratedEvidence1767102900000,
  ],
};
