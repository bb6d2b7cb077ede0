import { randomBytes } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { call, createTestApp, testConfig } from '@jointly/common/testing';
import { AccountsModule } from '../src/accounts.module';
import { PASSWORD, eventsOfType, freshIp, register, signUp } from './accounts-harness';

const ADMIN = { email: 'first-admin@jointly.test', password: 'Admin-password-2026' };
const NO_ID = '00000000-0000-4000-8000-000000000000';

const list = (resource: string, params: { range?: unknown; sort?: unknown; filter?: unknown }) => {
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) qs.set(key, JSON.stringify(value));
  return `/api/admin/${resource}?${qs.toString()}`;
};

describe('admin resources (react-admin simple-rest: users, partners)', () => {
  let app: NestFastifyApplication;
  let admin: string;
  let adminId: string;
  const tag = `adm${randomBytes(3).toString('hex')}`;
  const emailOf = (n: string) => `${tag}-${n}@example.test`;
  const ids: Record<string, string> = {};
  let startedAt: string;

  beforeAll(async () => {
    app = await createTestApp({
      modules: [AccountsModule],
      config: testConfig({ adminEmail: ADMIN.email, adminPassword: ADMIN.password }),
    });
    const login = await call(app, 'POST', '/api/admin/login', { body: ADMIN });
    expect(login.status).toBe(200);
    admin = login.body.accessToken;
    adminId = login.body.user.id;
    startedAt = new Date(Date.now() - 1000).toISOString();
    // Three experts (a, b, c), one staff (d) and one unverified provider (e), all sharing the tag.
    ids.a = (await signUp(app, 'expert', emailOf('a'))).accountId;
    ids.b = (await signUp(app, 'expert', emailOf('b'))).accountId;
    ids.c = (await signUp(app, 'expert', emailOf('c'))).accountId;
    ids.d = (await signUp(app, 'staff', emailOf('d'))).accountId;
    ids.e = (await register(app, 'provider', emailOf('e'))).accountId;
  });
  afterAll(() => app.close());

  describe('/api/admin/users', () => {
    it('pages with Content-Range users start-end/total', async () => {
      const first = await call(app, 'GET', list('users', { range: [0, 1], sort: ['email', 'ASC'], filter: { q: tag } }), { token: admin });
      expect(first.status).toBe(200);
      expect(first.headers['content-range']).toBe('users 0-1/5');
      expect(first.body.map((u: { email: string }) => u.email)).toEqual([emailOf('a'), emailOf('b')]);
      const last = await call(app, 'GET', list('users', { range: [4, 9], sort: ['email', 'ASC'], filter: { q: tag } }), { token: admin });
      expect(last.headers['content-range']).toBe('users 4-4/5');
      expect(last.body).toHaveLength(1);
      const none = await call(app, 'GET', list('users', { range: [0, 9], filter: { q: `${tag}-nobody` } }), { token: admin });
      expect(none).toMatchObject({ status: 200, body: [] });
      expect(none.headers['content-range']).toBe('users */0');
    });

    it('answers the record fields react-admin shows, never the password hash', async () => {
      const res = await call(app, 'GET', list('users', { filter: { id: [ids.e] } }), { token: admin });
      expect(res.body[0]).toMatchObject({
        id: ids.e,
        email: emailOf('e'),
        accountType: 'provider',
        emailVerified: false,
        status: 'active',
        companyName: `Co ${emailOf('e')}`,
        createdAt: expect.any(String),
      });
      expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|scrypt/);
    });

    it.each([
      ['email', 'ASC', ['a', 'b', 'c', 'd', 'e']],
      ['email', 'DESC', ['e', 'd', 'c', 'b', 'a']],
    ])('sorts by %s %s', async (field, order, expected) => {
      const res = await call(app, 'GET', list('users', { sort: [field, order], filter: { q: tag } }), { token: admin });
      expect(res.body.map((u: { email: string }) => u.email)).toEqual(expected.map(emailOf));
    });

    it('sorts by createdAt, name and status', async () => {
      const asc = await call(app, 'GET', list('users', { sort: ['createdAt', 'ASC'], filter: { q: tag } }), { token: admin });
      expect(asc.body.map((u: { id: string }) => u.id)).toEqual([ids.a, ids.b, ids.c, ids.d, ids.e]);
      const byType = await call(app, 'GET', list('users', { sort: ['accountType', 'DESC'], filter: { q: tag } }), { token: admin });
      expect(byType.body.map((u: { accountType: string }) => u.accountType)).toEqual(['staff', 'provider', 'expert', 'expert', 'expert']);
      for (const field of ['name', 'status'])
        expect((await call(app, 'GET', list('users', { sort: [field, 'DESC'], filter: { q: tag } }), { token: admin })).status).toBe(200);
    });

    it('filters by accountType, verified, createdFrom/createdTo and q', async () => {
      const emails = async (filter: Record<string, unknown>) => {
        const res = await call(app, 'GET', list('users', { sort: ['email', 'ASC'], filter: { q: tag, ...filter } }), { token: admin });
        expect(res.status).toBe(200);
        return res.body.map((u: { email: string }) => u.email);
      };
      expect(await emails({ accountType: 'expert' })).toEqual(['a', 'b', 'c'].map(emailOf));
      expect(await emails({ accountType: 'staff' })).toEqual([emailOf('d')]);
      expect(await emails({ verified: false })).toEqual([emailOf('e')]);
      expect(await emails({ verified: true })).toEqual(['a', 'b', 'c', 'd'].map(emailOf));
      expect(await emails({ createdFrom: startedAt })).toHaveLength(5);
      expect(await emails({ createdFrom: new Date(Date.now() + 60_000).toISOString() })).toEqual([]);
      expect(await emails({ createdTo: startedAt })).toEqual([]);
      expect(await emails({ q: emailOf('b') })).toEqual([emailOf('b')]);
    });

    it('answers getMany (filter id: [...]) with exactly those records', async () => {
      const res = await call(app, 'GET', list('users', { filter: { id: [ids.a, ids.d, NO_ID] } }), { token: admin });
      expect(res.status).toBe(200);
      expect(res.body.map((u: { id: string }) => u.id).sort()).toEqual([ids.a, ids.d].sort());
      expect(res.headers['content-range']).toBe('users 0-1/2');
    });

    it.each([
      [{ sort: ['passwordHash', 'ASC'] }, 'sort field must be one of'],
      [{ filter: { accountType: 'robot' } }, 'filter accountType must be one of'],
      [{ filter: { verified: 'maybe' } }, 'filter verified must be true or false'],
      [{ filter: { createdFrom: 'yesterday' } }, 'filter createdFrom must be a date'],
      [{ filter: { id: ['nope'] } }, 'filter id must be an id'],
      [{ filter: { role: 'admin' } }, 'Unknown filter role'],
      [{ range: [0, 1000] }, 'at most 500 rows'],
    ])('rejects %j with 400 and a clear message', async (params, message) => {
      const res = await call(app, 'GET', list('users', params), { token: admin });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    });

    it('shows one user with the company name; 404 for an unknown id', async () => {
      const provider = await signUp(app, 'provider');
      const res = await call(app, 'GET', `/api/admin/users/${provider.accountId}`, { token: admin });
      expect(res).toMatchObject({
        status: 200,
        body: { id: provider.accountId, companyName: `Co ${provider.email}`, companyId: expect.any(String) },
      });
      expect((await call(app, 'GET', `/api/admin/users/${NO_ID}`, { token: admin })).status).toBe(404);
      expect((await call(app, 'GET', '/api/admin/users/nope', { token: admin })).status).toBe(400);
    });

    it("shows the account's activity: its sessions, bookmarks and requests", async () => {
      const user = await signUp(app, 'provider');
      const res = await call(app, 'GET', `/api/admin/users/${user.accountId}`, { token: admin });
      expect(res.body.activity).toEqual({
        activeSessions: 1,
        recentSessions: [
          {
            startedAt: expect.any(String),
            lastUsedAt: expect.any(String),
            userAgent: expect.anything(),
            endedAt: null,
            endedBecause: null,
          },
        ],
        bookmarks: 0,
        tenderWriterRequests: 0,
        tenderRequests: 0,
        lastRequestAt: null,
      });
      await call(app, 'PUT', `/api/admin/users/${user.accountId}`, { token: admin, body: { status: 'suspended' } });
      const after = await call(app, 'GET', `/api/admin/users/${user.accountId}`, { token: admin });
      expect(after.body.activity).toMatchObject({
        activeSessions: 0,
        recentSessions: [{ endedAt: expect.any(String), endedBecause: 'suspended' }],
      });
    });

    it('PUT suspends (the token answers 456, login 403) and reactivates, answering the record', async () => {
      const user = await signUp(app, 'provider');
      expect((await call(app, 'GET', '/api/account/get-bookmark', { token: user.accessToken })).status).toBe(200);
      const shown = await call(app, 'GET', `/api/admin/users/${user.accountId}`, { token: admin });
      const suspended = await call(app, 'PUT', `/api/admin/users/${user.accountId}`, {
        token: admin,
        body: { ...shown.body, status: 'suspended' },
      });
      expect(suspended).toMatchObject({ status: 200, body: { id: user.accountId, status: 'suspended', email: user.email } });
      expect((await call(app, 'GET', '/api/account/get-bookmark', { token: user.accessToken })).status).toBe(456);
      const refresh = await call(app, 'POST', '/api/account/refresh-token', {
        body: { expiredToken: user.accessToken, refreshToken: user.refreshToken },
      });
      expect(refresh.status).toBe(456);
      const login = await call(app, 'POST', '/api/account/login', {
        body: { email: user.email, password: PASSWORD },
        headers: { 'x-forwarded-for': freshIp() },
      });
      expect(login).toMatchObject({ status: 403, body: { code: 'ACCOUNT.SUSPENDED' } });
      const [revoked] = await eventsOfType(app, 'accounts.account.session-revoked', user.accountId);
      expect(revoked.envelope.payload).toMatchObject({ accountId: user.accountId, reason: 'suspended' });

      const active = await call(app, 'PUT', `/api/admin/users/${user.accountId}`, {
        token: admin,
        body: { ...suspended.body, status: 'active' },
      });
      expect(active).toMatchObject({ status: 200, body: { status: 'active' } });
      const again = await call(app, 'POST', '/api/account/login', {
        body: { email: user.email, password: PASSWORD },
        headers: { 'x-forwarded-for': freshIp() },
      });
      expect(again.status).toBe(200);
    });

    it('PUT rejects an unknown status and suspending yourself', async () => {
      const bad = await call(app, 'PUT', `/api/admin/users/${ids.a}`, { token: admin, body: { status: 'banned' } });
      expect(bad).toMatchObject({ status: 400, body: { message: 'status must be active or suspended.' } });
      const self = await call(app, 'PUT', `/api/admin/users/${adminId}`, { token: admin, body: { status: 'suspended' } });
      expect(self).toMatchObject({ status: 400, body: { code: 'ACCOUNT.CANNOT_SUSPEND_SELF' } });
      expect((await call(app, 'PUT', `/api/admin/users/${NO_ID}`, { token: admin, body: { status: 'active' } })).status).toBe(404);
    });

    it('DELETE and POST answer 405 with a clear JSON message', async () => {
      const del = await call(app, 'DELETE', `/api/admin/users/${ids.a}`, { token: admin });
      expect(del).toMatchObject({
        status: 405,
        body: { code: 'REQUEST.METHOD_NOT_ALLOWED', message: 'Users cannot be deleted from the console; suspend the account instead.' },
      });
      expect((await call(app, 'POST', '/api/admin/users', { token: admin, body: { email: 'x@example.test' } })).status).toBe(405);
    });
  });

  describe('/api/admin/partners', () => {
    let requested: { partnerId: string; accountId: string; email: string; companyName: string };

    beforeAll(async () => {
      const user = await signUp(app, 'provider', emailOf('p'));
      const companyName = `${tag} Harbour Care`;
      const res = await call(app, 'POST', '/api/partner/request', { token: user.accessToken, body: { companyName } });
      expect(res.status).toBe(201);
      requested = { partnerId: res.body.partner.id, accountId: user.accountId, email: user.email, companyName };
    });

    it('lists by verification with Content-Range and q', async () => {
      const waiting = await call(app, 'GET', list('partners', { filter: { verification: 'requested', q: tag } }), { token: admin });
      expect(waiting.status).toBe(200);
      expect(waiting.headers['content-range']).toBe('partners 0-0/1');
      expect(waiting.body[0]).toMatchObject({ id: requested.partnerId, companyName: requested.companyName, verification: 'requested' });
      const unverified = await call(
        app,
        'GET',
        list('partners', { sort: ['companyName', 'ASC'], filter: { verification: 'unverified', q: tag } }),
        {
          token: admin,
        },
      );
      // The unverified provider (e) has a company of its own.
      expect(unverified.body.map((p: { companyName: string }) => p.companyName)).toEqual([`Co ${emailOf('e')}`]);
      const bad = await call(app, 'GET', list('partners', { filter: { verification: 'pending' } }), { token: admin });
      expect(bad).toMatchObject({ status: 400, body: { message: 'filter verification must be one of unverified, requested, verified.' } });
    });

    it('answers getMany and GET /:id', async () => {
      const many = await call(app, 'GET', list('partners', { filter: { id: [requested.partnerId, NO_ID] } }), { token: admin });
      expect(many.body.map((p: { id: string }) => p.id)).toEqual([requested.partnerId]);
      const one = await call(app, 'GET', `/api/admin/partners/${requested.partnerId}`, { token: admin });
      expect(one).toMatchObject({ status: 200, body: { id: requested.partnerId, company: requested.companyName } });
      expect((await call(app, 'GET', `/api/admin/partners/${NO_ID}`, { token: admin })).status).toBe(404);
    });

    it('PUT edits the profile and validates it', async () => {
      const one = await call(app, 'GET', `/api/admin/partners/${requested.partnerId}`, { token: admin });
      const edited = await call(app, 'PUT', `/api/admin/partners/${requested.partnerId}`, {
        token: admin,
        body: { ...one.body, description: 'Supported living across Devon.' },
      });
      expect(edited).toMatchObject({ status: 200, body: { description: 'Supported living across Devon.', verification: 'requested' } });
      const bad = await call(app, 'PUT', `/api/admin/partners/${requested.partnerId}`, {
        token: admin,
        body: { ...edited.body, website: 'not a url' },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain('website must be a full URL');
      const downgrade = await call(app, 'PUT', `/api/admin/partners/${requested.partnerId}`, {
        token: admin,
        body: { ...edited.body, verification: 'unverified' },
      });
      expect(downgrade).toMatchObject({ status: 400, body: { code: 'PARTNER.INVALID_VERIFICATION_CHANGE' } });
    });

    it('PUT verification "verified" approves: PartnerApproved in the outbox, the record answered', async () => {
      const one = await call(app, 'GET', `/api/admin/partners/${requested.partnerId}`, { token: admin });
      const approved = await call(app, 'PUT', `/api/admin/partners/${requested.partnerId}`, {
        token: admin,
        body: { ...one.body, verification: 'verified' },
      });
      expect(approved).toMatchObject({
        status: 200,
        body: { id: requested.partnerId, verification: 'verified', consortiumPartner: true, approvedAt: expect.any(String) },
      });
      const [event] = await eventsOfType(app, 'accounts.partner.approved', requested.partnerId);
      expect(event.envelope.payload).toMatchObject({
        partnerId: requested.partnerId,
        accountId: requested.accountId,
        email: requested.email,
        approvedBy: adminId,
      });
      const verified = await call(app, 'GET', list('partners', { filter: { verification: 'verified', q: tag } }), { token: admin });
      expect(verified.body.map((p: { id: string }) => p.id)).toEqual([requested.partnerId]);
      // Saving the approved record again changes nothing and approves nothing twice.
      const again = await call(app, 'PUT', `/api/admin/partners/${requested.partnerId}`, { token: admin, body: approved.body });
      expect(again.status).toBe(200);
      expect(await eventsOfType(app, 'accounts.partner.approved', requested.partnerId)).toHaveLength(1);
    });

    it('DELETE answers 405', async () => {
      const del = await call(app, 'DELETE', `/api/admin/partners/${requested.partnerId}`, { token: admin });
      expect(del).toMatchObject({ status: 405, body: { code: 'REQUEST.METHOD_NOT_ALLOWED' } });
    });
  });

  describe('access', () => {
    const routes = (id: string): Array<['GET' | 'PUT' | 'DELETE' | 'POST', string]> => [
      ['GET', '/api/admin/users'],
      ['GET', `/api/admin/users/${id}`],
      ['PUT', `/api/admin/users/${id}`],
      ['DELETE', `/api/admin/users/${id}`],
      ['POST', '/api/admin/users'],
      ['GET', '/api/admin/partners'],
      ['GET', `/api/admin/partners/${id}`],
      ['PUT', `/api/admin/partners/${id}`],
      ['DELETE', `/api/admin/partners/${id}`],
      ['POST', '/api/admin/partners'],
    ];

    it.each(['provider', 'expert', 'staff'] as const)('answers 403 to a %s on every admin route', async (kind) => {
      const user = await signUp(app, kind);
      for (const [method, url] of routes(user.accountId)) {
        const res = await call(app, method, url, {
          token: user.accessToken,
          body: method === 'PUT' || method === 'POST' ? { status: 'suspended' } : undefined,
        });
        expect([method, url, res.status]).toEqual([method, url, 403]);
      }
      expect((await call(app, 'GET', `/api/admin/users/${user.accountId}`, { token: admin })).body.status).toBe('active');
    });

    it('answers 401 to guests on every admin route', async () => {
      for (const [method, url] of routes(ids.a)) {
        const res = await call(app, method, url, { body: method === 'PUT' || method === 'POST' ? { status: 'suspended' } : undefined });
        expect([method, url, res.status]).toEqual([method, url, 401]);
      }
    });
  });
});
