import { Logger } from '@nestjs/common';
import { ConfigError, AppConfig, loadConfig } from '../config';
import { JsonLogger } from '../logging';
import { flushTraces } from '../tracing';
import { EmbeddedPostgresHandle, runningEmbeddedPostgresUrl, startEmbeddedPostgres } from '../database';

/**
 * Loads the configuration or ends the process with a message naming the bad variable; from then on every Nest
 * `Logger` writes JSON lines tagged with `processName`.
 */
export function loadConfigOrExit(processName: string, env: NodeJS.ProcessEnv = process.env): AppConfig {
  try {
    const config = loadConfig(env);
    Logger.overrideLogger(new JsonLogger(processName, config.logLevel));
    return config;
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Makes sure the process has a database: DATABASE_URL when set; else the embedded PostgreSQL another local
 * process already runs under DATA_DIR; else one started here (stopped again by the returned handle).
 */
export async function ensureDatabase(config: AppConfig, log: (m: string) => void): Promise<EmbeddedPostgresHandle | undefined> {
  if (config.databaseUrl) return undefined;
  const running = runningEmbeddedPostgresUrl(config.dataDir);
  if (running && (await reachable(running))) {
    config.databaseUrl = running;
    log(`using the embedded PostgreSQL already running under ${config.dataDir}`);
    return undefined;
  }
  const started = Date.now();
  const handle = await startEmbeddedPostgres(config.dataDir);
  config.databaseUrl = handle.url;
  log(`embedded PostgreSQL on 127.0.0.1:${handle.port} (data in ${config.dataDir}/postgres) started in ${Date.now() - started} ms`);
  return handle;
}

async function reachable(url: string): Promise<boolean> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Runs `stop` once on SIGINT/SIGTERM, exports the spans still buffered (when an OTLP endpoint is set), then exits. */
export function onShutdown(stop: () => Promise<void>): void {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    stop()
      .catch((error) => process.stderr.write(`shutdown failed: ${error instanceof Error ? error.message : error}\n`))
      .then(() => Promise.race([flushTraces(), new Promise((resolve) => setTimeout(resolve, 5000).unref())]))
      .catch(() => undefined)
      .finally(() => process.exit(signal === 'SIGINT' ? 130 : 0));
  };
  process.once('SIGINT', handler);
  process.once('SIGTERM', handler);
}
