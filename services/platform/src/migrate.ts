import 'reflect-metadata';
import { ensureDatabase, loadConfigOrExit } from '@jointly/common/bootstrap';
import { DataSource } from 'typeorm';
import { migrateServiceSchema, serviceDataSourceOptions } from '@jointly/common/database';
import { ALL_SERVICE_DATABASES } from './all-service-databases';
// Registers the shared migrations of the service core (event tables, revoked sessions) like a running service does.
import '@jointly/common/service';

/** Applies the pending migrations of every service schema, then exits. */
async function migrate(): Promise<void> {
  const config = loadConfigOrExit('migrate');
  const database = await ensureDatabase(config, (m) => process.stdout.write(`${m}\n`));
  try {
    for (const definition of ALL_SERVICE_DATABASES) {
      const dataSource = await new DataSource(serviceDataSourceOptions(config, definition)).initialize();
      try {
        const applied = await migrateServiceSchema(dataSource, definition.service);
        process.stdout.write(`${definition.service}: ${applied.length ? `applied ${applied.join(', ')}` : 'already up to date'}\n`);
      } finally {
        await dataSource.destroy();
      }
    }
  } finally {
    await database?.stop();
  }
}

migrate().catch((error: unknown) => {
  process.stderr.write(`migration failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
