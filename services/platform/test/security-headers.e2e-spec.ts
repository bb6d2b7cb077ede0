import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { JointlyRootModule, createHttpApp } from '@jointly/common/bootstrap';
import type { AppConfig } from '@jointly/common/config';
import { testConfig } from '@jointly/common/testing';
import { allInOneModules } from '../src/all-service-modules';
import { registerStaticSites } from '../src/static/static-sites';

const CONSOLE_ORIGIN = 'https://console.jointly.example';
const PUBLIC_URL = 'https://jointly.example';

/** The all-in-one app as main.ts builds it (API, web at /, console at /console), on throw-away built sites. */
async function startEdge(overrides: Partial<AppConfig>): Promise<NestFastifyApplication> {
  const sites = fs.mkdtempSync(path.join(os.tmpdir(), 'jointly-sites-'));
  for (const site of ['web', 'console']) {
    fs.mkdirSync(path.join(sites, site, 'assets'), { recursive: true });
    fs.writeFileSync(
      path.join(sites, site, 'index.html'),
      `<!doctype html><title>${site}</title><script type="module" src="/assets/app.js"></script>`,
    );
    fs.writeFileSync(path.join(sites, site, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  }
  const config = testConfig({ publicUrl: PUBLIC_URL, corsOrigins: [CONSOLE_ORIGIN], ...overrides });
  const root = JointlyRootModule.create({ config, health: { mode: 'all-in-one', version: 'test' }, modules: allInOneModules() });
  const app = await createHttpApp(root, { name: 'platform', config });
  registerStaticSites(app.getHttpAdapter().getInstance(), [
    { prefix: '', root: path.join(sites, 'web'), buildHint: '' },
    { prefix: '/console', root: path.join(sites, 'console'), buildHint: '' },
  ]);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}

/**
 * Issue 11 item 8: every answer (API success and error, 404, web, console, API docs) carries the security headers,
 * HSTS only over HTTPS, and CORS answers only configured origins.
 */
describe('security headers and CORS at the edge', () => {
  let app: NestFastifyApplication;
  beforeAll(async () => {
    app = await startEdge({ trustedProxies: ['127.0.0.1'] });
  });
  afterAll(() => app?.close());

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it.each([
    ['an API answer', '/api/health', 200],
    ['an API error', '/api/account/me', 401],
    ['a bad request', '/api/tender/search?query=%00', 400],
    ['an unknown API path', '/api/no-such-thing', 404],
    ['the web app', '/', 200],
    ['a web client-side route', '/tenders/search', 200],
    ['a web asset', '/assets/app-1a2b3c.js', 200],
    ['the console', '/console/', 200],
    ['the API docs', '/api/docs', 200],
  ])('%s (%s) carries the security headers', async (_name, url, status) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    const csp = String(res.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "object-src 'none'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ])
      expect(csp).toContain(directive);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(res.headers['x-powered-by']).toBeUndefined();
    // Plain HTTP: no HSTS (it would mean nothing, and pins nothing).
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when the request came over HTTPS through a trusted proxy', async () => {
    const res = await get('/api/health', { 'x-forwarded-proto': 'https' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await get('/', { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBeDefined();
  });

  it('does not take X-Forwarded-Proto from an untrusted client', async () => {
    const direct = await startEdge({ trustedProxies: [] });
    try {
      const res = await direct.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await direct.close();
    }
  });

  it.each([['https://evil.example'], ['null'], ['http://jointly.example'], ['https://console.jointly.example.evil.example']])(
    'gives no CORS answer to %s, simple or preflight',
    async (origin) => {
      const simple = await get('/api/health', { origin });
      expect(simple.headers['access-control-allow-origin']).toBeUndefined();
      expect(simple.headers['access-control-allow-credentials']).toBeUndefined();
      const preflight = await app.inject({
        method: 'OPTIONS',
        url: '/api/admin/users',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization,range' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    },
  );

  it.each([[CONSOLE_ORIGIN], [PUBLIC_URL]])('answers the configured origin %s with what ra-data-simple-rest needs', async (origin) => {
    const simple = await get('/api/health', { origin });
    expect(simple.headers).toMatchObject({ 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true' });
    expect(String(simple.headers['access-control-expose-headers'])).toContain('Content-Range');
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/admin/users',
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization,range' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(origin);
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/Range/);
  });
});
