import type { ServiceDatabaseDefinition } from '@jointly/common/database';

/** The notifications schema: its entities and migrations (the outbox, inbox and dead-letter tables come from common). */
export const NOTIFICATIONS_DATABASE: ServiceDatabaseDefinition = {
  service: 'notifications',
  entities: [],
  migrations: [],
};
