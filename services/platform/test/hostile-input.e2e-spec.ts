import * as fs from 'node:fs';
import * as path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '@jointly/common/config';
import { DiscoveredRoute, call, createTestApp, discoverRoutes, testConfig } from '@jointly/common/testing';
import { signUp } from '../../accounts/test/accounts-harness';
import { allInOneModules } from '../src/all-service-modules';

const ADMIN = { email: 'hostile-admin@jointly.test', password: 'Hostile-admin-password-2026' };

/** Path parameter values: a NUL, numbers far beyond bigint, text where an id belongs. */
const PATH_VALUES = ['%00', 'a%00b', '1e20', '99999999999999999999999', '-1'];
/** Query values: a NUL (also inside JSON), numbers beyond bigint and double, a range far beyond any list. */
const QUERY_VALUES = [
  '%00',
  'x%00y',
  '1e20',
  '-1e20',
  '1e400',
  '99999999999999999999999',
  encodeURIComponent('[1e300,1e300]'),
  encodeURIComponent('[0,1e20]'),
  encodeURIComponent('["id\u0000","ASC"]'),
  encodeURIComponent('{"q":"\u0000"}'),
];

type Caller = 'guest' | 'provider' | 'admin';

/**
 * Issue 11 item 7, "no 500 on bad input, anywhere": every GET route Nest registered in the all-in-one app (read from
 * the router, so a new route is swept too) is called by a guest, a provider and an admin with NUL characters and huge
 * numbers in its path parameters and in every query key its handler reads. No answer may be a 5xx; a NUL anywhere in
 * the path or query is a 400 at the edge.
 */
describe('hostile input never gets a 500 (all-in-one)', () => {
  let app: NestFastifyApplication;
  let config: AppConfig;
  let tokens: Record<Caller, string | undefined>;
  let provider: Awaited<ReturnType<typeof signUp>>;
  let routes: DiscoveredRoute[];

  beforeAll(async () => {
    config = testConfig({ adminEmail: ADMIN.email, adminPassword: ADMIN.password });
    app = await createTestApp({ modules: allInOneModules(), config });
    provider = await signUp(app, 'provider');
    const admin = (await call(app, 'POST', '/api/admin/login', { body: ADMIN })).body.accessToken as string;
    tokens = { guest: undefined, provider: provider.accessToken, admin };
    routes = discoverRoutes(app).filter((r) => r.method === 'GET');
  });
  afterAll(() => app?.close());

  const get = (url: string, caller: Caller) => call(app, 'GET', url, { token: tokens[caller] });

  it('finds the GET routes and the query keys of their DTOs', () => {
    expect(routes.length).toBeGreaterThan(80);
    const search = routes.find((r) => r.path === '/api/tender/search');
    expect(search?.queryKeys).toEqual(expect.arrayContaining(['query', 'page']));
    expect(routes.find((r) => r.path === '/api/admin/users')?.queryKeys).toEqual(expect.arrayContaining(['range', 'filter']));
  });

  it('answers 400 for a NUL in any path parameter and never a 5xx for huge numbers there', async () => {
    const offences: string[] = [];
    for (const route of routes.filter((r) => r.path.includes(':'))) {
      for (const value of PATH_VALUES) {
        const url = route.path.replace(/:(\w+)/g, value);
        for (const caller of ['provider', 'admin'] as const) {
          const res = await get(url, caller);
          const nul = value.includes('%00');
          if (res.status >= 500 || (nul && res.status !== 400))
            offences.push(`${caller} GET ${url}: ${res.status} ${JSON.stringify(res.body)}`);
        }
      }
    }
    expect(offences).toEqual([]);
  });

  it('answers 400 for a NUL in any query key and never a 5xx for huge numbers, bad ranges or NUL inside JSON filters', async () => {
    const offences: string[] = [];
    const fill = (p: string) => p.replace(/:(\w+)/g, '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d');
    for (const route of routes.filter((r) => r.queryKeys.length > 0)) {
      for (const key of route.queryKeys) {
        for (const value of QUERY_VALUES) {
          for (const url of [`${fill(route.path)}?${key}=${value}`, `${fill(route.path)}?${key}%5B0%5D=${value}`]) {
            for (const caller of ['guest', 'provider', 'admin'] as const) {
              const res = await get(url, caller);
              const nul = value.includes('%00');
              if (res.status >= 500 || (nul && res.status !== 400))
                offences.push(`${caller} GET ${url}: ${res.status} ${JSON.stringify(res.body)}`);
            }
          }
        }
      }
    }
    expect(offences).toEqual([]);
  }, 600_000);

  it('refuses a NUL inside every admin list filter key the resource accepts (JSON decoded after the edge)', async () => {
    const offences: string[] = [];
    for (const route of routes.filter((r) => r.queryKeys.includes('filter') && !r.path.includes(':'))) {
      // The resource names its filters when asked for an unknown one.
      const probe = await get(`${route.path}?filter=${encodeURIComponent('{"no-such-filter":1}')}`, 'admin');
      const allowed = /filter by (.+)\.$/.exec(String(probe.body?.message))?.[1].split(', ') ?? [];
      for (const key of allowed)
        for (const value of ['"a\\u0000b"', '["\\u0000"]', '1e300', '-1e20', '{"x":"\\u0000"}']) {
          const url = `${route.path}?filter=${encodeURIComponent(`{"${key}":${value}}`)}`;
          const res = await get(url, 'admin');
          if (res.status >= 500 || (value.includes('u0000') && res.status !== 400))
            offences.push(`GET ${url}: ${res.status} ${JSON.stringify(res.body)}`);
        }
    }
    expect(offences).toEqual([]);
  }, 300_000);

  it('names the problem in the 400 of the reproduced cases', async () => {
    for (const url of ['/api/tender/search?query=%00', '/api/tender/view/%00', '/api/partner/search?query=%00']) {
      const res = await get(url, 'provider');
      expect([url, res.status, res.body.code]).toEqual([url, 400, 'REQUEST.HOSTILE_INPUT']);
      expect(res.body.message).toMatch(/NUL character/);
    }
    for (const url of ['/api/tender/search?page=1e20', '/api/events/search?page=1e20', '/api/partner/search?page=1e20'])
      expect([url, (await get(url, 'provider')).body.message]).toEqual([url, expect.stringMatching(/page must/)]);
    const range = await get(`/api/admin/users?range=${encodeURIComponent('[1e300,1e300]')}`, 'admin');
    expect(range).toMatchObject({
      status: 400,
      body: { code: 'REQUEST.INVALID_LIST_QUERY', message: expect.stringMatching(/^range must be/) },
    });
  });

  it('refuses 40 kB of nested arrays and a NUL in a JSON body with 400 before validation walks them', async () => {
    const nested = `{"email":${'['.repeat(20_000)}${']'.repeat(20_000)},"password":"x"}`;
    const deep = await app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: nested,
      headers: { 'content-type': 'application/json' },
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toMatchObject({ code: 'REQUEST.HOSTILE_INPUT', message: expect.stringMatching(/nested deeper than 64 levels/) });
    const nul = await call(app, 'POST', '/api/account/login', { body: { email: 'a\u0000@example.test', password: 'x' } });
    expect(nul).toMatchObject({
      status: 400,
      body: { code: 'REQUEST.HOSTILE_INPUT', message: 'Invalid input: body.email contains a NUL character.' },
    });
    const key = await call(app, 'POST', '/api/account/login', { body: { ['e\u0000mail']: 'a@example.test', password: 'x' } });
    expect(key.status).toBe(400);
  });

  it('refuses name: null on /account/update/{id} with 400 and keeps the name', async () => {
    const res = await call(app, 'PATCH', `/api/account/update/${provider.accountId}`, {
      token: provider.accessToken,
      body: { name: null },
    });
    expect(res).toMatchObject({
      status: 400,
      body: { code: 'REQUEST.VALIDATION_FAILED', message: expect.stringMatching(/name must be a string/) },
    });
    const me = await call(app, 'GET', '/api/account/me', { token: provider.accessToken });
    expect(me.body.user.name).toBe('Test provider');
  });

  it('refuses null for the company lists on the profile and partner calls with 400, not 500; null clears size and sector', async () => {
    // Found by schemathesis: `regions: null` reached the handler and failed there.
    for (const [method, url] of [
      ['PATCH', '/api/account/update-profile'],
      ['POST', '/api/partner/request'],
    ] as const) {
      for (const field of ['regions', 'serviceCategories', 'certifications']) {
        const res = await call(app, method, url, { token: provider.accessToken, body: { [field]: null } });
        expect([url, field, res.status]).toEqual([url, field, 400]);
      }
    }
    const cleared = await call(app, 'PATCH', '/api/account/update-profile', {
      token: provider.accessToken,
      body: { companySize: null, sector: null },
    });
    expect(cleared.status).toBeLessThan(300);
  });

  it('refuses an upload whose purpose holds a NUL with 400 and leaves no file behind', async () => {
    const dir = path.join(config.dataDir, 'uploads', 'accounts');
    const before = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
    const boundary = 'hostile-boundary';
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    for (const order of ['file-first', 'purpose-first'] as const) {
      const filePart = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        pdf,
        Buffer.from('\r\n'),
      ]);
      const purposePart = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\npolicy\u0000x\r\n`);
      const payload = Buffer.concat([
        ...(order === 'file-first' ? [filePart, purposePart] : [purposePart, filePart]),
        Buffer.from(`--${boundary}--\r\n`),
      ]);
      const res = await app.inject({
        method: 'POST',
        url: '/api/file/upload-document',
        payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${provider.accessToken}` },
      });
      expect([order, res.statusCode, res.json().code]).toEqual([order, 400, 'REQUEST.HOSTILE_INPUT']);
    }
    expect(fs.existsSync(dir) ? fs.readdirSync(dir) : []).toEqual(before);
  });
});
