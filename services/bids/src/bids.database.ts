import type { ServiceDatabaseDefinition } from '@jointly/common/database';
import { CreateBids1765000000000 } from './migrations/1765000000000-create-bids';
import { CreateCollaboration1766500000000 } from './migrations/1766500000000-create-collaboration';
import { WorkspaceTeamwork1766550000000 } from './migrations/1766550000000-workspace-teamwork';
import { CollabReadOnlyAndAutomaticVersions1767030000000 } from './migrations/1767030000000-collab-read-only-and-automatic-versions';
import { PlanLimits1767070000002 } from './migrations/1767070000002-plan-limits';

/**
 * The bids schema: expert invitations (bids), workspaces, and the read models kept from other services' events
 * (tender summaries, the account directory); the outbox, inbox and dead-letter tables come from common. Reads join
 * across these tables, so queries are plain SQL and there are no entity classes.
 */
export const BIDS_DATABASE: ServiceDatabaseDefinition = {
  service: 'bids',
  entities: [],
  migrations: [
    CreateBids1765000000000,
    CreateCollaboration1766500000000,
    WorkspaceTeamwork1766550000000,
    CollabReadOnlyAndAutomaticVersions1767030000000,
    PlanLimits1767070000002,
  ],
};
