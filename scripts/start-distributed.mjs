#!/usr/bin/env node
// `npm run start:distributed`: the eight services and the edge as separate processes, events over Kafka.
// Kafka: KAFKA_BROKERS, else the local broker of infra/kafka (started here if needed).
// PostgreSQL: DATABASE_URL, else one embedded PostgreSQL under DATA_DIR shared by all services (each in its own schema).
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT, buildWhatIsMissing, startProcess, waitForHttp } from './lib.mjs';

const require = createRequire(import.meta.url);
const SERVICES = {
  accounts: 3001,
  tenders: 3002,
  consortiums: 3003,
  eligibility: 3004,
  bids: 3005,
  notifications: 3006,
  messages: 3007,
  billing: 3008,
};

buildWhatIsMissing();
const env = { DATA_DIR: path.resolve(process.env.DATA_DIR ?? path.join(ROOT, '.data')) };
const edgePort = Number(process.env.PORT ?? 3000);
const portOffset = Number(process.env.SERVICE_PORT_OFFSET ?? 0);

if (!process.env.KAFKA_BROKERS) {
  console.log('[distributed] KAFKA_BROKERS not set: starting the local Kafka (infra/kafka)…');
  execFileSync('bash', [path.join(ROOT, 'infra/kafka/kafka.sh'), 'start'], { stdio: 'inherit' });
  env.KAFKA_BROKERS = `127.0.0.1:${process.env.KAFKA_PORT ?? 9092}`;
}

let database;
if (!process.env.DATABASE_URL) {
  const { startEmbeddedPostgres } = require(path.join(ROOT, 'dist/services/common/src/database/embedded-postgres.js'));
  database = await startEmbeddedPostgres(env.DATA_DIR);
  env.DATABASE_URL = database.url;
  console.log(`[distributed] embedded PostgreSQL on port ${database.port}`);
}

const children = [];
let stopping = false;
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children.reverse()) child.kill('SIGTERM');
  await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)));
  await database?.stop();
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

const urls = {};
try {
  await Promise.all(
    Object.entries(SERVICES).map(async ([service, basePort]) => {
      const port = basePort + portOffset;
      const child = startProcess(service, path.join(ROOT, `dist/services/${service}/src/main.js`), {
        ...env,
        PORT: String(port),
        // The services listen on 127.0.0.1, where the edge calls them from: its X-Forwarded-For names the client.
        TRUSTED_PROXIES: '127.0.0.1',
      });
      children.push(child);
      child.on('exit', (code) => !stopping && (console.error(`[distributed] ${service} exited (${code})`), stopAll(1)));
      urls[`${service.toUpperCase()}_URL`] = `http://127.0.0.1:${port}`;
      await waitForHttp(`http://127.0.0.1:${port}/health`, 90_000, child);
    }),
  );
  const edge = startProcess('edge', path.join(ROOT, 'dist/services/platform/src/main.js'), {
    ...env,
    ...urls,
    EDGE_MODE: 'proxy',
    PORT: String(edgePort),
  });
  children.push(edge);
  edge.on('exit', (code) => !stopping && (console.error(`[distributed] edge exited (${code})`), stopAll(1)));
  await waitForHttp(`http://127.0.0.1:${edgePort}/health`, 60_000, edge);
  console.log(`[distributed] Jointly is up: http://127.0.0.1:${edgePort} (edge → ${Object.values(urls).join(', ')})`);
} catch (error) {
  console.error(`[distributed] ${error.message}`);
  await stopAll(1);
}
