import type { FullConfig } from '@playwright/test';
import { assertBuilt, startMailSink, startPlatform } from '../../scripts/e2e-server.mjs';
import { running } from './servers';

/**
 * Starts the SMTP sink and the servers the journeys use, each server with a fresh DATA_DIR on a free port, and
 * waits for /api/health. Their addresses reach the test workers through the environment.
 */
export default async function globalSetup(_config: FullConfig): Promise<void> {
  assertBuilt();
  const started = Date.now();
  const sink = await startMailSink();
  running.sink = sink;
  const [main, shortTtl] = await Promise.allSettled([
    // The main server carries the real OCDS notices of ../shared/data/ocds as its demo tenders.
    startPlatform({ smtpUrl: sink.smtpUrl, name: 'main', demoData: true, timeoutMs: 120_000 }),
    startPlatform({ smtpUrl: sink.smtpUrl, name: 'short-ttl', env: { ACCESS_TOKEN_TTL: '3' } }),
  ]);
  if (main.status === 'fulfilled') running.servers.push(main.value);
  if (shortTtl.status === 'fulfilled') running.servers.push(shortTtl.value);
  if (main.status === 'rejected' || shortTtl.status === 'rejected') {
    const reason = main.status === 'rejected' ? main.reason : (shortTtl as PromiseRejectedResult).reason;
    await stopAll();
    throw reason;
  }
  process.env.E2E_BASE_URL = main.value.baseUrl;
  process.env.E2E_SHORT_TTL_BASE_URL = shortTtl.value.baseUrl;
  process.env.E2E_MAIL_URL = sink.mailUrl;
  console.log(
    `[e2e] server ${main.value.baseUrl}, short-TTL server ${shortTtl.value.baseUrl}, SMTP ${sink.smtpUrl} (ready in ${Date.now() - started} ms)`,
  );
}

/** Stops the servers (SIGTERM, waits for them to exit, removes their DATA_DIR), then the sink. */
export async function stopAll(): Promise<void> {
  const servers = running.servers.splice(0);
  await Promise.allSettled(servers.map((server) => server.stop()));
  const sink = running.sink;
  running.sink = undefined;
  await sink?.stop();
}
