import type { ServiceDatabaseDefinition } from '@jointly/common/database';

/** The consortiums schema: its entities and migrations (the outbox, inbox and dead-letter tables come from common). */
export const CONSORTIUMS_DATABASE: ServiceDatabaseDefinition = {
  service: 'consortiums',
  entities: [],
  migrations: [],
};
