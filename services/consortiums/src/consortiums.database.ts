import type { ServiceDatabaseDefinition } from '@jointly/common/database';
import { CreateConsortiums1764800000000 } from './migrations/1764800000000-create-consortiums';
import { RequestDirection1766800000000 } from './migrations/1766800000000-request-direction';
import { PlanLimits1767070000001 } from './migrations/1767070000001-plan-limits';

/**
 * The consortiums schema: consortiums, members, requests and bids, and the read models kept from other services'
 * events (partner companies, company accounts, tender summaries); the outbox, inbox and dead-letter tables come from
 * common. Reads join and count across these tables, so queries are plain SQL and there are no entity classes.
 */
export const CONSORTIUMS_DATABASE: ServiceDatabaseDefinition = {
  service: 'consortiums',
  entities: [],
  migrations: [CreateConsortiums1764800000000, RequestDirection1766800000000, PlanLimits1767070000001],
};
