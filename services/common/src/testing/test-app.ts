import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { DynamicModule, Type } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { HealthReport } from '@jointly/contracts';
import { JointlyRootModule, createHttpApp } from '../bootstrap';
import { AppConfig, loadConfig } from '../config';

/**
 * A configuration for tests: the test database, a throw-away DATA_DIR, quiet logs; overrides win. Requests made with
 * inject() come from 127.0.0.1, which tests treat as a trusted proxy (TRUSTED_PROXIES), so a test can play several
 * clients by sending X-Forwarded-For; tests of the trust rule itself override trustedProxies.
 */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  if (!process.env.DATABASE_URL)
    throw new Error('DATABASE_URL is not set: run integration tests through jest --selectProjects integration');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jointly-test-'));
  const config = loadConfig({ DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: dataDir, LOG_LEVEL: 'error', PORT: '0' });
  return { ...config, kafkaBrokers: [], trustedProxies: ['127.0.0.1'], ...overrides };
}

export interface TestAppOptions {
  config?: AppConfig;
  modules: Array<Type | DynamicModule>;
  imports?: Array<Type | DynamicModule>;
  mode?: HealthReport['mode'];
}

/** Boots a Jointly HTTP app in-process (no port); call requests with `app.inject()`; close it in afterAll. */
export async function createTestApp(options: TestAppOptions): Promise<NestFastifyApplication> {
  const config = options.config ?? testConfig();
  const root = JointlyRootModule.create({
    config,
    health: { mode: options.mode ?? 'all-in-one', version: 'test' },
    imports: options.imports,
    modules: options.modules,
  });
  const app = await createHttpApp(root, { name: 'test', config, docs: true });
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}

/** Shorthand for a JSON request through Fastify's inject. */
export async function call(
  app: NestFastifyApplication,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: any; headers: Record<string, unknown> }> {
  const response = await app.inject({
    method,
    url,
    payload: options.body === undefined ? undefined : (options.body as object),
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
  });
  let body: unknown = response.body;
  try {
    body = response.json();
  } catch {
    // not JSON
  }
  return { status: response.statusCode, body, headers: response.headers };
}
