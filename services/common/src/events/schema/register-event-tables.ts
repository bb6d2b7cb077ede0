import { registerSharedMigration } from '@jointly/common/database';
import { eventTablesMigration } from './event-tables.migration';

/**
 * Makes every service DataSource create the event tables in its schema. Idempotent; called when the events
 * area is loaded (its index and the Nest module), so importing `@jointly/common/events` is enough.
 */
export function registerEventTables(): void {
  registerSharedMigration(eventTablesMigration);
}
