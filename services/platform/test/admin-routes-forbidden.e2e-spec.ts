import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { type DiscoveredRoute, call, createTestApp, discoverRoutes, testConfig } from '@jointly/common/testing';
import { signUp } from '../../accounts/test/accounts-harness';
import { allInOneModules } from '../src/all-service-modules';

const ADMIN = { email: 'routes-admin@jointly.test', password: 'Routes-admin-password-2026' };
/**
 * The admin routes anyone may call: signing in to the console, and the console exchanging the one-time hand-off code
 * the web app's admin sign-in issued (60 s, single use, hashed; the exchange re-checks an active admin and is limited
 * per address — services/accounts/test/console-handoff.e2e-spec.ts).
 */
const PUBLIC_ADMIN_ROUTES = ['POST /api/admin/console-handoff/exchange', 'POST /api/admin/login'];
const SOME_ID = '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

describe('every /api/admin (and /api/ops) route of the all-in-one app is for admins only', () => {
  let app: NestFastifyApplication;
  let admin: string;
  let provider: string;
  let adminRoutes: DiscoveredRoute[];

  beforeAll(async () => {
    app = await createTestApp({
      modules: allInOneModules(),
      config: testConfig({ adminEmail: ADMIN.email, adminPassword: ADMIN.password }),
    });
    admin = (await call(app, 'POST', '/api/admin/login', { body: ADMIN })).body.accessToken;
    provider = (await signUp(app, 'provider')).accessToken;
    // The console's routes, and each service's ops endpoints the edge reads in proxy mode.
    adminRoutes = discoverRoutes(app).filter((r) => /^\/api\/(admin|ops)(\/|$)/.test(r.path));
  });
  afterAll(() => app?.close());

  it('finds the admin routes from the router, each really registered in Fastify', () => {
    const fastify = app.getHttpAdapter().getInstance();
    for (const route of adminRoutes)
      expect([route.method, route.path, fastify.hasRoute({ method: route.method as 'GET', url: route.path })]).toEqual([
        route.method,
        route.path,
        true,
      ]);
    const names = adminRoutes.map((r) => `${r.method} ${r.path}`);
    // The resources of issue 6 are among them (the list itself comes from Nest, so new routes are covered too).
    for (const expected of [
      'GET /api/admin/users',
      'GET /api/admin/partners',
      'PUT /api/admin/tenders/:id',
      'GET /api/admin/tender-feeds',
      'DELETE /api/admin/events/:id',
      'POST /api/admin/videos',
      'GET /api/admin/announcements',
      'GET /api/admin/audit-log',
      'GET /api/admin/mail',
      'POST /api/admin/dead-letters/:id/replay',
      'GET /api/admin/outboxes',
      'GET /api/admin/consumers',
      'GET /api/admin/service-health',
      'GET /api/admin/stats/signups',
      'GET /api/admin/stats/mail',
      'POST /api/ops/notifications/dead-letters/:id/replay',
      'GET /api/ops/tenders/consumers',
    ])
      expect(names).toContain(expected);
    expect(adminRoutes.length).toBeGreaterThan(40);
    expect(adminRoutes.filter((r) => r.isPublic).map((r) => `${r.method} ${r.path}`)).toEqual(PUBLIC_ADMIN_ROUTES);
  });

  it('answers 401 without a token, 403 with a provider token, and lets an admin through, on every one', async () => {
    const offences: string[] = [];
    for (const route of adminRoutes.filter((r) => !r.isPublic)) {
      const url = route.path.replace(/:(\w+)/g, SOME_ID);
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      const guest = await call(app, method, url, { body });
      const asProvider = await call(app, method, url, { body, token: provider });
      const asAdmin = await call(app, method, url, { body, token: admin });
      if (guest.status !== 401) offences.push(`${method} ${route.path}: ${guest.status} without a token`);
      if (asProvider.status !== 403) offences.push(`${method} ${route.path}: ${asProvider.status} for a provider`);
      if ([401, 403, 404].includes(asAdmin.status) && !(asAdmin.status === 404 && route.path.includes(':')))
        offences.push(`${method} ${route.path}: ${asAdmin.status} for an admin`);
    }
    expect(offences).toEqual([]);
  });
});
