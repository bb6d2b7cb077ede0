import type { ServiceDatabaseDefinition } from '@jointly/common/database';
import { CreateMessages1766600000000 } from './migrations/1766600000000-create-messages';
import { PlanLimits1767091000002 } from './migrations/1767091000002-plan-limits';
import { LiveSharedPayloads1767097000000 } from './migrations/1767097000000-live-shared-payloads';
import { CompanyStorageUsage1767100000001 } from './migrations/1767100000001-company-storage-usage';

/**
 * The messages schema: conversations, participants, messages, attachments, read state, the live event log and its
 * tickets, send counters, and the read models kept from accounts', consortiums' and bids' events. Reads join and count
 * across these tables, so queries are plain SQL and there are no entity classes.
 */
export const MESSAGES_DATABASE: ServiceDatabaseDefinition = {
  service: 'messages',
  entities: [],
  migrations: [CreateMessages1766600000000, PlanLimits1767091000002, LiveSharedPayloads1767097000000, CompanyStorageUsage1767100000001],
};
