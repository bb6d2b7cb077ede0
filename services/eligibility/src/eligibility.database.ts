import type { ServiceDatabaseDefinition } from '@jointly/common/database';

/** The eligibility schema: its entities and migrations (the outbox, inbox and dead-letter tables come from common). */
export const ELIGIBILITY_DATABASE: ServiceDatabaseDefinition = {
  service: 'eligibility',
  entities: [],
  migrations: [],
};
