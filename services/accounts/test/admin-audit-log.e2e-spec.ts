import { randomBytes } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { call, createTestApp, testConfig } from '@jointly/common/testing';
import { AccountsModule } from '../src/accounts.module';
import { signUp } from './accounts-harness';

const ADMIN = { email: 'audit-admin@jointly.test', password: 'Audit-password-2026' };
const NO_ID = '00000000-0000-4000-8000-000000000000';

const list = (resource: string, params: { range?: unknown; sort?: unknown; filter?: unknown }) => {
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) qs.set(key, JSON.stringify(value));
  return `/api/admin/${resource}?${qs.toString()}`;
};

async function eventually<T>(what: string, check: () => Promise<T | undefined | null | false>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('audit log (admin actions recorded in their transaction) and sign-up stats', () => {
  let app: NestFastifyApplication;
  let admin: string;
  let adminId: string;
  const tag = `aud${randomBytes(3).toString('hex')}`;
  let provider: Awaited<ReturnType<typeof signUp>>;
  let expert: Awaited<ReturnType<typeof signUp>>;

  const entries = async (filter: Record<string, unknown>) => {
    const res = await call(app, 'GET', list('audit-log', { filter, range: [0, 99] }), { token: admin });
    expect(res.status).toBe(200);
    return res.body as Array<Record<string, any>>;
  };
  const entriesFor = (resourceId: string, action: string) =>
    eventually(`${action} of ${resourceId} in the audit log`, async () => {
      const found = (await entries({ resourceId, action }))[0];
      return found;
    });

  beforeAll(async () => {
    app = await createTestApp({
      modules: [AccountsModule],
      config: testConfig({ adminEmail: ADMIN.email, adminPassword: ADMIN.password }),
    });
    const login = await call(app, 'POST', '/api/admin/login', { body: ADMIN });
    admin = login.body.accessToken;
    adminId = login.body.user.id;
    provider = await signUp(app, 'provider', `${tag}-p@example.test`);
    expert = await signUp(app, 'expert', `${tag}-e@example.test`);
    await signUp(app, 'staff', `${tag}-s@example.test`);
  });
  afterAll(() => app.close());

  it('records a suspension and a reactivation with who, when and what changed', async () => {
    const before = Date.now();
    expect((await call(app, 'PUT', `/api/admin/users/${expert.accountId}`, { token: admin, body: { status: 'suspended' } })).status).toBe(
      200,
    );
    const suspended = await entriesFor(expert.accountId, 'user.suspend');
    expect(suspended).toMatchObject({
      id: expect.any(String),
      actorId: adminId,
      actorEmail: ADMIN.email,
      service: 'accounts',
      resource: 'users',
      resourceId: expert.accountId,
      summary: `Suspended ${tag}-e@example.test`,
      changes: { status: { from: 'active', to: 'suspended' } },
    });
    expect(Date.parse(suspended.at)).toBeGreaterThanOrEqual(before - 1000);
    expect((await call(app, 'PUT', `/api/admin/users/${expert.accountId}`, { token: admin, body: { status: 'active' } })).status).toBe(200);
    expect(await entriesFor(expert.accountId, 'user.reactivate')).toMatchObject({
      changes: { status: { from: 'suspended', to: 'active' } },
    });
  });

  it('records a partner approval (from the approval event, written in the same transaction)', async () => {
    const companyId = provider.session.user.companyId ?? provider.session.partner?.id;
    expect(companyId).toBeTruthy();
    const res = await call(app, 'PUT', `/api/admin/partners/${companyId}`, { token: admin, body: { verification: 'verified' } });
    expect(res.status).toBe(200);
    const approved = await entriesFor(companyId, 'partner.approve');
    expect(approved).toMatchObject({
      actorId: adminId,
      actorEmail: ADMIN.email,
      resource: 'partners',
      summary: expect.stringContaining('consortium partner'),
    });
  });

  it('records nothing for a failed action', async () => {
    const self = await call(app, 'PUT', `/api/admin/users/${adminId}`, { token: admin, body: { status: 'suspended' } });
    expect(self.status).toBe(400);
    const companyId = provider.session.user.companyId ?? provider.session.partner?.id;
    const twice = await call(app, 'PATCH', `/api/partner/approve/${companyId}`, { token: admin });
    expect(twice.status).toBe(409);
    // Give the relay time to deliver anything that had been written.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await entries({ resourceId: adminId })).toEqual([]);
    expect(await entries({ resourceId: companyId, action: 'partner.approve' })).toHaveLength(1);
  });

  it('serves the simple-rest contract: Content-Range, sort by at, filters, getMany, show, 400s and 405s', async () => {
    // Other suites share the database: this admin's entries are this suite's.
    const mine = { actorId: adminId };
    const all = await call(app, 'GET', list('audit-log', { range: [0, 1], filter: mine }), { token: admin });
    expect(all.status).toBe(200);
    expect(all.headers['content-range']).toBe('audit-log 0-1/3');
    const total = 3;
    expect(Date.parse(all.body[0].at)).toBeGreaterThanOrEqual(Date.parse(all.body[1].at));
    const asc = await call(app, 'GET', list('audit-log', { sort: ['at', 'ASC'], range: [0, 99], filter: mine }), { token: admin });
    const times = asc.body.map((e: { at: string }) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times).toHaveLength(total);
    expect((await entries({ resource: 'partners' })).every((e) => e.resource === 'partners')).toBe(true);
    expect((await entries({ ...mine, service: 'accounts', action: 'user.suspend' })).map((e) => e.resourceId)).toEqual([expert.accountId]);
    expect(await entries({ ...mine, from: '2999-01-01' })).toEqual([]);
    expect((await entries({ ...mine, to: new Date(Date.now() + 60_000).toISOString() })).length).toBe(total);
    expect(await entries({ ...mine, to: '2000-01-01' })).toEqual([]);
    const many = await call(app, 'GET', list('audit-log', { filter: { id: [all.body[0].id, all.body[1].id] } }), { token: admin });
    expect(many.body.map((e: { id: string }) => e.id).sort()).toEqual([all.body[0].id, all.body[1].id].sort());
    const one = await call(app, 'GET', `/api/admin/audit-log/${all.body[0].id}`, { token: admin });
    expect(one.body).toEqual(all.body[0]);
    expect((await call(app, 'GET', `/api/admin/audit-log/${NO_ID}`, { token: admin })).status).toBe(404);
    for (const [params, message] of [
      [{ sort: ['when', 'DESC'] }, /sort field must be one of at, action, service, resource, actorEmail/],
      [{ filter: { from: 'yesterday' } }, /filter from must be a date/],
      [{ filter: { colour: 'red' } }, /Unknown filter colour/],
      [{ filter: { actorId: 'me' } }, /actorId must be an account id/],
      [{ range: [3, 1] }, /range must be/],
    ] as const) {
      const res = await call(app, 'GET', list('audit-log', params), { token: admin });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect((await call(app, 'POST', '/api/admin/audit-log', { token: admin, body: {} })).status).toBe(405);
    expect((await call(app, 'PUT', `/api/admin/audit-log/${all.body[0].id}`, { token: admin, body: {} })).status).toBe(405);
    expect((await call(app, 'DELETE', `/api/admin/audit-log/${all.body[0].id}`, { token: admin })).status).toBe(405);
  });

  it('is for admins only', async () => {
    expect((await call(app, 'GET', '/api/admin/audit-log')).status).toBe(401);
    expect((await call(app, 'GET', '/api/admin/audit-log', { token: provider.accessToken })).status).toBe(403);
    expect((await call(app, 'GET', '/api/admin/stats/signups', { token: provider.accessToken })).status).toBe(403);
  });

  it('GET /admin/stats/signups counts sign-ups per ISO week by account type, zeros for quiet weeks', async () => {
    const weekStart = (() => {
      const now = new Date();
      const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - ((now.getUTCDay() + 6) % 7)));
      return monday.toISOString().slice(0, 10);
    })();
    // Other suites may sign people up meanwhile (shared database): the week's counts lie between two user counts.
    const usersByType = async () => {
      const users = (await call(app, 'GET', list('users', { filter: { createdFrom: weekStart }, range: [0, 499] }), { token: admin }))
        .body as Array<{
        accountType: string;
      }>;
      return (type: string) => users.filter((u) => u.accountType === type).length;
    };
    const before = await usersByType();
    const res = await call(app, 'GET', '/api/admin/stats/signups?weeks=3', { token: admin });
    const after = await usersByType();
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(3);
    const current = res.body[2];
    expect(current).toEqual({
      week: expect.stringMatching(/^\d{4}-W\d{2}$/),
      weekStart,
      provider: expect.any(Number),
      expert: expect.any(Number),
      staff: expect.any(Number),
      admin: expect.any(Number),
    });
    expect(res.body[1].weekStart < weekStart && res.body[0].weekStart < res.body[1].weekStart).toBe(true);
    for (const type of ['provider', 'expert', 'staff', 'admin']) {
      expect(current[type]).toBeGreaterThanOrEqual(Math.max(before(type), 1));
      expect(current[type]).toBeLessThanOrEqual(after(type));
    }
    expect((await call(app, 'GET', '/api/admin/stats/signups', { token: admin })).body).toHaveLength(12);
    for (const bad of ['weeks=0', 'weeks=abc', 'weeks=500'])
      expect((await call(app, 'GET', `/api/admin/stats/signups?${bad}`, { token: admin })).status).toBe(400);
  });
});
