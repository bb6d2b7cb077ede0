import type { ServiceDatabaseDefinition } from '@jointly/common/database';

/** The bids schema: its entities and migrations (the outbox, inbox and dead-letter tables come from common). */
export const BIDS_DATABASE: ServiceDatabaseDefinition = {
  service: 'bids',
  entities: [],
  migrations: [],
};
