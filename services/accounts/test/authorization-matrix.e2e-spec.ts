import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { call, createTestApp, testConfig } from '@jointly/common/testing';
import { AccountsModule } from '../src/accounts.module';
import { PASSWORD, freshIp, signUp, uniqueEmail } from './accounts-harness';

type Caller = 'guest' | 'provider' | 'expert' | 'staff' | 'admin' | 'otherCompany';
const CALLERS: Caller[] = ['guest', 'provider', 'expert', 'staff', 'admin', 'otherCompany'];

interface Fixture {
  tokens: Record<Exclude<Caller, 'guest'>, string>;
  provider: { accountId: string; companyId: string; email: string };
  member: { accountId: string };
  fileId: string;
}

interface Row {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: (f: Fixture) => string;
  body?: (caller: Caller) => unknown;
  /** Expected status per caller; `ok` means any 2xx. */
  expect: Partial<Record<Caller, number | 'ok'>> & { default: number | 'ok' };
}

const everyoneSignedIn = { default: 'ok' as const, guest: 401 };
const adminsOnly = { default: 403, guest: 401, admin: 'ok' as const };
const NO_GRANT = '00000000-0000-4000-8000-000000000000';

/**
 * Every accounts endpoint (except sign-up, verification and password reset, whose guest access is the point and
 * which accounts-api covers) called as each kind of caller. "otherCompany" is a provider of another company.
 */
const ROWS: Row[] = [
  { name: 'GET /generic-apis/all-enum', method: 'GET', path: () => '/api/generic-apis/all-enum', expect: { default: 'ok' } },
  { name: 'GET /account/me', method: 'GET', path: () => '/api/account/me', expect: everyoneSignedIn },
  { name: 'POST /account/logout', method: 'POST', path: () => '/api/account/logout', expect: everyoneSignedIn },
  { name: 'POST /account/get-started/complete', method: 'POST', path: () => '/api/account/get-started/complete', expect: everyoneSignedIn },
  {
    name: 'PATCH /account/update/{provider}',
    method: 'PATCH',
    path: (f) => `/api/account/update/${f.provider.accountId}`,
    body: () => ({ jobTitle: 'Director' }),
    expect: { default: 403, guest: 401, provider: 'ok', admin: 'ok' },
  },
  {
    name: 'PATCH /account/update-profile',
    method: 'PATCH',
    path: () => '/api/account/update-profile',
    body: () => ({ description: 'We care.' }),
    expect: { default: 'ok', guest: 401, expert: 403, staff: 403, admin: 403 },
  },
  {
    name: 'POST /account/update-password',
    method: 'POST',
    path: () => '/api/account/update-password',
    body: () => ({ currentPassword: 'Wrong-guess-1', newPassword: 'Another-pass-1' }),
    expect: { default: 401 },
  },
  { name: 'GET /account/get-bookmark', method: 'GET', path: () => '/api/account/get-bookmark', expect: everyoneSignedIn },
  {
    name: 'PATCH /account/add-bookmark',
    method: 'PATCH',
    path: () => '/api/account/add-bookmark',
    body: () => ({ tender: ['t-1'] }),
    expect: everyoneSignedIn,
  },
  {
    name: 'PATCH /account/remove-bookmark',
    method: 'PATCH',
    path: () => '/api/account/remove-bookmark',
    body: () => ({ tender: ['t-1'] }),
    expect: everyoneSignedIn,
  },
  { name: 'GET /account/clear-bookmark', method: 'GET', path: () => '/api/account/clear-bookmark', expect: everyoneSignedIn },
  {
    name: 'POST /account/request-writer',
    method: 'POST',
    path: () => '/api/account/request-writer',
    body: () => ({}),
    expect: everyoneSignedIn,
  },
  {
    name: 'POST /account/request-tender',
    method: 'POST',
    path: () => '/api/account/request-tender',
    body: () => ({ details: 'Care tenders in Kent' }),
    expect: everyoneSignedIn,
  },
  {
    name: 'POST /partner/request',
    method: 'POST',
    path: () => '/api/partner/request',
    body: () => ({}),
    expect: { default: 403, guest: 401, provider: 'ok', otherCompany: 'ok' },
  },
  { name: 'GET /partner/all', method: 'GET', path: () => '/api/partner/all', expect: everyoneSignedIn },
  { name: 'GET /partner/search', method: 'GET', path: () => '/api/partner/search?query=care', expect: everyoneSignedIn },
  { name: 'GET /partner/unverified', method: 'GET', path: () => '/api/partner/unverified', expect: adminsOnly },
  {
    name: 'PATCH /partner/approve/{company}',
    method: 'PATCH',
    path: (f) => `/api/partner/approve/${f.provider.companyId}`,
    expect: { default: 403, guest: 401, admin: 'ok' },
  },
  {
    name: 'PATCH /partner/update/{company}',
    method: 'PATCH',
    path: (f) => `/api/partner/update/${f.provider.companyId}`,
    body: () => ({ description: 'Updated' }),
    expect: { default: 403, guest: 401, provider: 'ok', admin: 'ok' },
  },
  { name: 'GET /admin/all-users', method: 'GET', path: () => '/api/admin/all-users', expect: adminsOnly },
  // The console's simple-rest resources (admin-resources.e2e-spec covers their behaviour).
  { name: 'GET /admin/users', method: 'GET', path: () => '/api/admin/users', expect: adminsOnly },
  { name: 'GET /admin/users/{id}', method: 'GET', path: (f) => `/api/admin/users/${f.provider.accountId}`, expect: adminsOnly },
  {
    name: 'PUT /admin/users/{id}',
    method: 'PUT',
    path: (f) => `/api/admin/users/${f.provider.accountId}`,
    body: () => ({ status: 'active' }),
    expect: adminsOnly,
  },
  { name: 'POST /admin/users', method: 'POST', path: () => '/api/admin/users', body: () => ({}), expect: { ...adminsOnly, admin: 405 } },
  {
    name: 'DELETE /admin/users/{id}',
    method: 'DELETE',
    path: (f) => `/api/admin/users/${f.provider.accountId}`,
    expect: { ...adminsOnly, admin: 405 },
  },
  // Staff powers: only admins grant or revoke (a staff account cannot grant itself); the admin answers are the
  // resource's own (a provider cannot be granted, an unknown grant is 404, a grant is never edited).
  { name: 'GET /admin/staff-grants', method: 'GET', path: () => '/api/admin/staff-grants', expect: adminsOnly },
  {
    name: 'GET /admin/staff-grants/{id}',
    method: 'GET',
    path: () => `/api/admin/staff-grants/${NO_GRANT}`,
    expect: { ...adminsOnly, admin: 404 },
  },
  {
    name: 'POST /admin/staff-grants',
    method: 'POST',
    path: () => '/api/admin/staff-grants',
    body: () => ({ accountId: NO_GRANT, power: 'tender-criteria' }),
    expect: { ...adminsOnly, admin: 404 },
  },
  {
    name: 'DELETE /admin/staff-grants/{id}',
    method: 'DELETE',
    path: () => `/api/admin/staff-grants/${NO_GRANT}`,
    expect: { ...adminsOnly, admin: 404 },
  },
  {
    name: 'PUT /admin/staff-grants/{id}',
    method: 'PUT',
    path: () => `/api/admin/staff-grants/${NO_GRANT}`,
    body: () => ({ power: 'content' }),
    expect: { ...adminsOnly, admin: 405 },
  },
  { name: 'GET /admin/partners', method: 'GET', path: () => '/api/admin/partners', expect: adminsOnly },
  { name: 'GET /admin/partners/{id}', method: 'GET', path: (f) => `/api/admin/partners/${f.provider.companyId}`, expect: adminsOnly },
  {
    name: 'PUT /admin/partners/{id}',
    method: 'PUT',
    path: (f) => `/api/admin/partners/${f.provider.companyId}`,
    body: () => ({}),
    expect: adminsOnly,
  },
  {
    name: 'POST /admin/partners',
    method: 'POST',
    path: () => '/api/admin/partners',
    body: () => ({}),
    expect: { ...adminsOnly, admin: 405 },
  },
  {
    name: 'DELETE /admin/partners/{id}',
    method: 'DELETE',
    path: (f) => `/api/admin/partners/${f.provider.companyId}`,
    expect: { ...adminsOnly, admin: 405 },
  },
  { name: 'GET /admin/audit-log', method: 'GET', path: () => '/api/admin/audit-log', expect: adminsOnly },
  {
    name: 'GET /admin/audit-log/{id}',
    method: 'GET',
    path: () => '/api/admin/audit-log/6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
    expect: { ...adminsOnly, admin: 404 },
  },
  {
    name: 'POST /admin/audit-log',
    method: 'POST',
    path: () => '/api/admin/audit-log',
    body: () => ({}),
    expect: { ...adminsOnly, admin: 405 },
  },
  {
    name: 'PUT /admin/audit-log/{id}',
    method: 'PUT',
    path: () => '/api/admin/audit-log/6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
    body: () => ({}),
    expect: { ...adminsOnly, admin: 405 },
  },
  {
    name: 'DELETE /admin/audit-log/{id}',
    method: 'DELETE',
    path: () => '/api/admin/audit-log/6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
    expect: { ...adminsOnly, admin: 405 },
  },
  { name: 'GET /admin/stats/signups', method: 'GET', path: () => '/api/admin/stats/signups?weeks=4', expect: adminsOnly },
  {
    name: 'GET /team/members',
    method: 'GET',
    path: () => '/api/team/members',
    expect: { default: 'ok', guest: 401, expert: 403, staff: 403, admin: 403 },
  },
  {
    name: 'POST /team/invite',
    method: 'POST',
    path: () => '/api/team/invite',
    body: () => ({ email: uniqueEmail('matrix-invite') }),
    expect: { default: 'ok', guest: 401, expert: 403, staff: 403, admin: 403 },
  },
  {
    name: 'DELETE /team/members/{member}',
    method: 'DELETE',
    path: (f) => `/api/team/members/${f.member.accountId}`,
    expect: { default: 404, guest: 401, expert: 403, staff: 403, provider: 'ok', admin: 'ok' },
  },
  {
    // Nobody here is a member other than an owner: owners cannot leave, accounts without a company have nothing to leave.
    name: 'POST /team/leave',
    method: 'POST',
    path: () => '/api/team/leave',
    expect: { default: 409, guest: 401 },
  },
  {
    name: 'POST /business-info/create',
    method: 'POST',
    path: () => '/api/business-info/create',
    body: () => ({ employees: 10 }),
    expect: { default: 'ok', guest: 401, expert: 403, staff: 403, admin: 403 },
  },
  { name: 'GET /business-info/latest', method: 'GET', path: () => '/api/business-info/latest', expect: everyoneSignedIn },
  {
    name: 'GET /file/{provider file}',
    method: 'GET',
    path: (f) => `/api/file/${f.fileId}`,
    expect: { default: 404, guest: 401, provider: 'ok', admin: 'ok' },
  },
  {
    name: 'POST /newsletter/create',
    method: 'POST',
    path: () => '/api/newsletter/create',
    body: () => ({ email: uniqueEmail('matrix-news') }),
    expect: { default: 'ok' },
  },
  {
    name: 'POST /contact/create',
    method: 'POST',
    path: () => '/api/contact/create',
    body: () => ({ name: 'Matrix', email: 'matrix@example.test', message: 'A question about tenders.' }),
    expect: { default: 'ok' },
  },
];

describe('accounts authorization matrix', () => {
  let app: NestFastifyApplication;
  let base: Fixture;
  const admin = { email: 'matrix-admin@jointly.test', password: 'Matrix-admin-2026' };

  /** Each row gets fresh sessions and objects, so one row's effect (logout, removal, approval) cannot spoil the next. */
  async function fixture(): Promise<Fixture> {
    const [provider, expert, staff, other] = await Promise.all([
      signUp(app, 'provider'),
      signUp(app, 'expert'),
      signUp(app, 'staff'),
      signUp(app, 'provider'),
    ]);
    const adminLogin = await call(app, 'POST', '/api/admin/login', { body: admin, headers: { 'x-forwarded-for': freshIp() } });
    const invite = await call(app, 'POST', '/api/team/invite', { token: provider.accessToken, body: { email: uniqueEmail('member') } });
    const memberReg = await call(app, 'POST', '/api/account/register', {
      body: { email: invite.body.invitation.email, password: PASSWORD, inviteId: invite.body.invitation.id },
      headers: { 'x-forwarded-for': freshIp() },
    });
    await call(app, 'POST', '/api/partner/request', { token: provider.accessToken, body: {} });
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const boundary = 'matrix';
    const upload = await app.inject({
      method: 'POST',
      url: '/api/file/upload-document',
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n`),
        pdf,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${provider.accessToken}` },
    });
    return {
      tokens: {
        provider: provider.accessToken,
        expert: expert.accessToken,
        staff: staff.accessToken,
        admin: adminLogin.body.accessToken,
        otherCompany: other.accessToken,
      },
      provider: { accountId: provider.accountId, companyId: provider.session.partner.id, email: provider.email },
      member: { accountId: memberReg.body.account.id },
      fileId: upload.json().file.id,
    };
  }

  beforeAll(async () => {
    app = await createTestApp({
      modules: [AccountsModule],
      config: testConfig({ adminEmail: admin.email, adminPassword: admin.password }),
    });
    base = await fixture();
  });
  afterAll(() => app.close());

  it('covers every route the accounts controllers declare', () => {
    const declared = new Set<string>();
    const { ModulesContainer } = jest.requireActual('@nestjs/core');
    const { PATH_METADATA, METHOD_METADATA } = jest.requireActual('@nestjs/common/constants');
    const { RequestMethod } = jest.requireActual('@nestjs/common');
    for (const module of app.get(ModulesContainer).values()) {
      if (module.metatype?.name !== 'AccountsModule') continue;
      for (const controller of module.controllers.values()) {
        const prefix = Reflect.getMetadata(PATH_METADATA, controller.metatype) as string;
        const proto = controller.metatype.prototype;
        for (const key of Object.getOwnPropertyNames(proto)) {
          const handler = proto[key];
          const route = Reflect.getMetadata(PATH_METADATA, handler);
          if (route === undefined || key === 'constructor') continue;
          const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler)];
          declared.add(`${method} /${[prefix, route].filter((p) => p && p !== '/').join('/')}`.replace(/:(\w+)/g, '{$1}'));
        }
      }
    }
    const guestFlows = [
      'POST /account/register',
      'POST /expert/register',
      'POST /staff/register',
      'POST /account/verify-and-auth',
      'POST /expert/verify-and-auth',
      'POST /staff/verify-and-auth',
      'POST /account/login',
      'POST /admin/login',
      'POST /account/refresh-token',
      'POST /account/send-otp/{email}',
      'POST /account/verify-otp',
      'POST /account/reset-password',
      'POST /file/upload-document',
    ];
    const covered = new Set(ROWS.map((r) => r.name.replace(/\{[^}]+\}/g, '{}')));
    const missing = [...declared].filter((route) => !guestFlows.includes(route) && !covered.has(route.replace(/\{[^}]+\}/g, '{}')));
    expect(missing).toEqual([]);
  });

  describe.each(ROWS)('$name', (row) => {
    it.each(CALLERS)('as %s', async (caller) => {
      const f = ['POST /account/logout', 'DELETE /team/members/{member}', 'PATCH /partner/approve/{company}'].includes(row.name)
        ? await fixture()
        : base;
      const token = caller === 'guest' ? undefined : f.tokens[caller];
      const res = await call(app, row.method, row.path(f), { token, body: row.body?.(caller), headers: { 'x-forwarded-for': freshIp() } });
      const expected = row.expect[caller] ?? row.expect.default;
      if (expected === 'ok')
        expect({ caller, status: res.status >= 200 && res.status < 300 ? '2xx' : res.status, body: res.body }).toMatchObject({
          caller,
          status: '2xx',
        });
      else expect({ caller, status: res.status }).toEqual({ caller, status: expected });
    });
  });

  it('never shows a hash, a refresh token hash or a code in any answer', async () => {
    const res = await call(app, 'GET', '/api/admin/all-users?limit=200', { token: base.tokens.admin });
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/scrypt\$|password|token_hash|tokenHash|codeHash/i);
  });
});
