import type { ServiceDatabaseDefinition } from '@jointly/common/database';

/** The accounts schema: its entities and migrations (the outbox, inbox and dead-letter tables come from common). */
export const ACCOUNTS_DATABASE: ServiceDatabaseDefinition = {
  service: 'accounts',
  entities: [],
  migrations: [],
};
