import type { ServiceDatabaseDefinition } from '@jointly/common/database';

/** The tenders schema: its entities and migrations (the outbox, inbox and dead-letter tables come from common). */
export const TENDERS_DATABASE: ServiceDatabaseDefinition = {
  service: 'tenders',
  entities: [],
  migrations: [],
};
