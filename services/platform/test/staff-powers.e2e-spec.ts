import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { call, createTestApp, eventually, testConfig } from '@jointly/common/testing';
import { signUp } from '../../accounts/test/accounts-harness';
import { ALL_SERVICE_MODULES } from '../src/all-service-modules';

const ADMIN = { email: 'powers-admin@jointly.test', password: 'Powers-password-2026' };
const list = (resource: string, filter: Record<string, unknown>) =>
  `/api/admin/${resource}?${new URLSearchParams({ filter: JSON.stringify(filter), range: '[0,99]' }).toString()}`;

const criteria = { tender: randomUUID(), requirements: [{ type: 'certification', name: 'CQC registration', weight: 2, mandatory: true }] };
const announcement = { title: 'Pay your supplier fee at https://evil.example', body: 'Forged by a self-registered account.' };

/**
 * Issue 11 item 1: no privilege by self-registration. Platform-wide powers (tender criteria, content) belong to
 * admins and to staff an admin granted them in the console; the grant is audited, revocable and checked on every
 * request, so a token issued before the revocation loses the power at once. All six modules in one process.
 */
describe('staff powers: granted by admins, checked per request', () => {
  let app: NestFastifyApplication;
  let admin: string;
  let adminId: string;
  let staff: Awaited<ReturnType<typeof signUp>>;
  let provider: Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    app = await createTestApp({
      modules: Object.values(ALL_SERVICE_MODULES),
      config: testConfig({ adminEmail: ADMIN.email, adminPassword: ADMIN.password }),
    });
    const login = await call(app, 'POST', '/api/admin/login', { body: ADMIN });
    expect(login.status).toBe(200);
    admin = login.body.accessToken;
    adminId = login.body.user.id;
    staff = await signUp(app, 'staff');
    provider = await signUp(app, 'provider');
  });
  afterAll(() => app.close());

  const grant = (power: string, accountId = staff.accountId, token = admin) =>
    call(app, 'POST', '/api/admin/staff-grants', { token, body: { accountId, power } });

  it('a self-registered staff account changes no tender criteria and no content', async () => {
    expect((await call(app, 'POST', '/api/tender-criteria/add', { token: staff.accessToken, body: criteria })).status).toBe(403);
    const add = await call(app, 'POST', '/api/announcement/add', { token: staff.accessToken, body: announcement });
    expect(add).toMatchObject({ status: 403, body: { code: 'AUTH.POWER_NOT_GRANTED' } });
    for (const path of ['/api/videos/add', '/api/events/add'])
      expect((await call(app, 'POST', path, { token: staff.accessToken, body: {} })).status).toBe(403);
    expect((await call(app, 'POST', '/api/tender-criteria/add', { token: provider.accessToken, body: criteria })).status).toBe(403);
  });

  it('only admins grant: staff cannot grant themselves, and only staff accounts can be granted', async () => {
    expect((await grant('content', staff.accountId, staff.accessToken)).status).toBe(403);
    expect((await grant('content', staff.accountId, provider.accessToken)).status).toBe(403);
    expect((await call(app, 'GET', list('staff-grants', {}), { token: staff.accessToken })).status).toBe(403);
    expect(await grant('content', provider.accountId)).toMatchObject({ status: 400, body: { code: 'STAFF_GRANT.NOT_STAFF' } });
    expect(await grant('content', adminId)).toMatchObject({ status: 400, body: { code: 'STAFF_GRANT.NOT_STAFF' } });
    expect((await grant('everything')).status).toBe(400);
    expect((await grant('content', randomUUID())).status).toBe(404);
  });

  it('a grant works with the token the staff member already holds; revoking ends it at once; both are audited', async () => {
    const granted = await grant('content');
    expect(granted).toMatchObject({ status: 201, body: { accountId: staff.accountId, power: 'content', grantedBy: adminId } });
    expect((await grant('content')).status).toBe(409);

    const add = await call(app, 'POST', '/api/announcement/add', { token: staff.accessToken, body: announcement });
    expect(add.status).toBe(201);
    // The power is content only: tender criteria still refused.
    expect((await call(app, 'POST', '/api/tender-criteria/add', { token: staff.accessToken, body: criteria })).status).toBe(403);

    const user = await call(app, 'GET', `/api/admin/users/${staff.accountId}`, { token: admin });
    expect(user.body.powers).toEqual(['content']);
    const grants = await call(app, 'GET', list('staff-grants', { accountId: staff.accountId }), { token: admin });
    expect(grants).toMatchObject({ status: 200, body: [{ id: granted.body.id, power: 'content' }] });
    expect(grants.headers['content-range']).toBe('staff-grants 0-0/1');

    const revoked = await call(app, 'DELETE', `/api/admin/staff-grants/${granted.body.id}`, { token: admin });
    expect(revoked).toMatchObject({ status: 200, body: { id: granted.body.id, power: 'content' } });
    const after = await call(app, 'POST', '/api/announcement/add', { token: staff.accessToken, body: announcement });
    expect(after).toMatchObject({ status: 403, body: { code: 'AUTH.POWER_NOT_GRANTED' } });
    expect((await call(app, 'DELETE', `/api/admin/staff-grants/${granted.body.id}`, { token: admin })).status).toBe(404);

    for (const action of ['staff-grant.create', 'staff-grant.delete']) {
      const entry = await eventually(`${action} in the audit log`, async () => {
        const res = await call(app, 'GET', list('audit-log', { resourceId: staff.accountId, action }), { token: admin });
        return (res.body as Array<Record<string, unknown>>)[0];
      });
      expect(entry).toMatchObject({ actorId: adminId, resource: 'users', resourceId: staff.accountId });
    }
  });

  it('the tender-criteria power passes the guard (the unknown tender then answers 404) and reaches every service as events', async () => {
    const granted = await grant('tender-criteria');
    expect(granted.status).toBe(201);
    expect((await call(app, 'POST', '/api/tender-criteria/add', { token: staff.accessToken, body: criteria })).status).toBe(404);
    await call(app, 'DELETE', `/api/admin/staff-grants/${granted.body.id}`, { token: admin });
    expect((await call(app, 'POST', '/api/tender-criteria/add', { token: staff.accessToken, body: criteria })).status).toBe(403);

    // Every other service keeps the newest set from StaffPowersChanged (for when it runs in its own process).
    const eligibility = app.get<DataSource>(getDataSourceToken('eligibility'));
    const row = await eventually('the eligibility read model', async () => {
      const rows = (await eligibility.query(`SELECT powers, version FROM eligibility.staff_power WHERE account_id = $1`, [
        staff.accountId,
      ])) as Array<{ powers: string[]; version: number }>;
      return rows[0]?.version === 4 ? rows[0] : undefined;
    });
    expect(row.powers).toEqual([]);
  });
});
