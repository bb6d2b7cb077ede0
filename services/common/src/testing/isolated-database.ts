import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export interface IsolatedDatabase {
  url: string;
  /** Drops the database (after the app using it is closed). */
  drop(): Promise<void>;
}

/**
 * A database of its own on the integration PostgreSQL (DATABASE_URL from the jest global setup). Schemas have fixed
 * names, so a suite sharing the database with another app hosting the same service could see that app's workers act
 * on its rows (mails sent, tenders counted). Every service's schema is already migrated when the global setup made a
 * template (its services find nothing pending on start). Falls back to the shared database when the role may not
 * create databases.
 */
export async function createIsolatedDatabase(label: string): Promise<IsolatedDatabase> {
  const shared = process.env.DATABASE_URL;
  if (!shared) throw new Error('DATABASE_URL is not set: run through `npx jest --selectProjects integration`');
  const name = `jointly_${label}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: shared });
  await admin.connect();
  try {
    // A copy of the migrated template the global setup made (JOINTLY_TEST_TEMPLATE), else an empty database.
    const template = process.env.JOINTLY_TEST_TEMPLATE;
    await admin.query(`CREATE DATABASE "${name}"${template && template !== 'off' ? ` TEMPLATE "${template}"` : ''}`);
  } catch (error) {
    process.stderr.write(`[tests] cannot create a database (${(error as Error).message}); using the shared one\n`);
    await admin.end();
    return { url: shared, drop: async () => undefined };
  }
  await admin.end();
  const url = new URL(shared);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new Client({ connectionString: shared });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
