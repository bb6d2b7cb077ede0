import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  ADMINS_ONLY,
  SIGNED_IN,
  type MatrixRole,
  type MatrixRow,
  type MatrixTable,
  call,
  columnLike,
  createTestApp,
  describeAuthorizationMatrix,
  liftFreePlanLimitsForTests,
  opsRows,
  ownedBy,
  testConfig,
} from '@jointly/common/testing';
import { AccountsModule } from '../src/accounts.module';
import { PASSWORD, freshIp, latestCode, signUp, uniqueEmail } from './accounts-harness';

interface Fixture {
  tokens: Partial<Record<MatrixRole, string>>;
  provider: { accountId: string; companyId: string; email: string };
  member: { accountId: string };
  fileId: string;
}

const everyoneSignedIn = SIGNED_IN;
const adminsOnly = ADMINS_ONLY;
const NO_GRANT = '00000000-0000-4000-8000-000000000000';

/**
 * Every accounts endpoint called as each kind of caller. `provider` owns the company, its member and the file;
 * "otherCompany" is a provider of another company; "removedMember" signed in as a member of the provider's company
 * and was then removed from it (its column is filled in `pending` below once removal ends access at once).
 */
const ROWS: Array<MatrixRow<Fixture>> = [
  { route: 'GET /api/generic-apis/all-enum', expect: { default: 'ok' } },
  { route: 'GET /api/account/me', expect: everyoneSignedIn },
  { route: 'POST /api/account/logout', fresh: true, expect: everyoneSignedIn },
  { route: 'POST /api/account/get-started/complete', expect: everyoneSignedIn },
  {
    route: 'PATCH /api/account/update/:id',
    url: (f) => `/api/account/update/${f.provider.accountId}`,
    body: () => ({ jobTitle: 'Director' }),
    expect: { default: 403, guest: 401, provider: 'ok', admin: 'ok' },
  },
  {
    route: 'PATCH /api/account/update-profile',
    body: () => ({ description: 'We care.' }),
    expect: { default: 'ok', guest: 401, expert: 403, staff: 403, admin: 403 },
  },
  {
    route: 'POST /api/account/update-password',
    body: () => ({ currentPassword: 'Wrong-guess-1', newPassword: 'Another-pass-1' }),
    expect: { default: 401 },
  },
  { route: 'GET /api/account/get-bookmark', expect: everyoneSignedIn },
  {
    route: 'PATCH /api/account/add-bookmark',
    body: () => ({ tender: ['t-1'] }),
    expect: everyoneSignedIn,
  },
  {
    route: 'PATCH /api/account/remove-bookmark',
    body: () => ({ tender: ['t-1'] }),
    expect: everyoneSignedIn,
  },
  { route: 'GET /api/account/clear-bookmark', expect: everyoneSignedIn },
  {
    route: 'POST /api/account/request-writer',
    body: () => ({}),
    expect: everyoneSignedIn,
  },
  {
    route: 'POST /api/account/request-tender',
    body: () => ({ details: 'Care tenders in Kent' }),
    expect: everyoneSignedIn,
  },
  {
    route: 'POST /api/partner/request',
    body: () => ({}),
    expect: { default: 403, guest: 401, provider: 'ok', otherCompany: 'ok' },
  },
  { route: 'GET /api/partner/all', expect: everyoneSignedIn },
  { route: 'GET /api/partner/search', url: () => '/api/partner/search?query=care', expect: everyoneSignedIn },
  { route: 'GET /api/partner/unverified', expect: adminsOnly },
  {
    route: 'PATCH /api/partner/approve/:id',
    url: (f) => `/api/partner/approve/${f.provider.companyId}`,
    fresh: true,
    expect: { default: 403, guest: 401, admin: 'ok' },
  },
  {
    route: 'PATCH /api/partner/update/:id',
    url: (f) => `/api/partner/update/${f.provider.companyId}`,
    body: () => ({ description: 'Updated' }),
    expect: { default: 403, guest: 401, provider: 'ok', admin: 'ok' },
  },
  { route: 'GET /api/admin/all-users', expect: adminsOnly },
  // The console's simple-rest resources (admin-resources.e2e-spec covers their behaviour).
  { route: 'GET /api/admin/users', expect: adminsOnly },
  { route: 'GET /api/admin/users/:id', url: (f) => `/api/admin/users/${f.provider.accountId}`, expect: adminsOnly },
  {
    route: 'PUT /api/admin/users/:id',
    url: (f) => `/api/admin/users/${f.provider.accountId}`,
    body: () => ({ status: 'active' }),
    expect: adminsOnly,
  },
  { route: 'POST /api/admin/users', body: () => ({}), expect: { ...adminsOnly, admin: 405 } },
  {
    route: 'DELETE /api/admin/users/:id',
    url: (f) => `/api/admin/users/${f.provider.accountId}`,
    expect: { ...adminsOnly, admin: 405 },
  },
  // Staff powers: only admins grant or revoke (a staff account cannot grant itself); the admin answers are the
  // resource's own (a provider cannot be granted, an unknown grant is 404, a grant is never edited).
  { route: 'GET /api/admin/staff-grants', expect: adminsOnly },
  { route: 'GET /api/admin/staff-grants/:id', url: () => `/api/admin/staff-grants/${NO_GRANT}`, expect: { ...adminsOnly, admin: 404 } },
  {
    route: 'POST /api/admin/staff-grants',
    body: () => ({ accountId: NO_GRANT, power: 'tender-criteria' }),
    expect: { ...adminsOnly, admin: 404 },
  },
  { route: 'DELETE /api/admin/staff-grants/:id', url: () => `/api/admin/staff-grants/${NO_GRANT}`, expect: { ...adminsOnly, admin: 404 } },
  {
    route: 'PUT /api/admin/staff-grants/:id',
    url: () => `/api/admin/staff-grants/${NO_GRANT}`,
    body: () => ({ power: 'content' }),
    expect: { ...adminsOnly, admin: 405 },
  },
  { route: 'GET /api/admin/partners', expect: adminsOnly },
  { route: 'GET /api/admin/partners/:id', url: (f) => `/api/admin/partners/${f.provider.companyId}`, expect: adminsOnly },
  {
    route: 'PUT /api/admin/partners/:id',
    url: (f) => `/api/admin/partners/${f.provider.companyId}`,
    body: () => ({}),
    expect: adminsOnly,
  },
  {
    route: 'POST /api/admin/partners',
    body: () => ({}),
    expect: { ...adminsOnly, admin: 405 },
  },
  {
    route: 'DELETE /api/admin/partners/:id',
    url: (f) => `/api/admin/partners/${f.provider.companyId}`,
    expect: { ...adminsOnly, admin: 405 },
  },
  { route: 'GET /api/admin/audit-log', expect: adminsOnly },
  {
    route: 'GET /api/admin/audit-log/:id',
    url: () => '/api/admin/audit-log/6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
    expect: { ...adminsOnly, admin: 404 },
  },
  { route: 'GET /api/admin/stats/signups', url: () => '/api/admin/stats/signups?weeks=4', expect: adminsOnly },
  {
    route: 'GET /api/team/members',
    expect: { default: 'ok', guest: 401, expert: 403, staff: 403, admin: 403 },
  },
  // The caller's company's use of its plan limits (an empty list without a company).
  { route: 'GET /api/plan-usage/accounts', expect: SIGNED_IN },
  {
    route: 'POST /api/team/invite',
    body: () => ({ email: uniqueEmail('matrix-invite') }),
    expect: { default: 'ok', guest: 401, expert: 403, staff: 403, admin: 403 },
  },
  {
    route: 'DELETE /api/team/members/:accountId',
    url: (f) => `/api/team/members/${f.member.accountId}`,
    fresh: true,
    expect: { default: 404, guest: 401, expert: 403, staff: 403, provider: 'ok', admin: 'ok' },
  },
  {
    // Nobody here is a member other than an owner: owners cannot leave, accounts without a company have nothing to leave.
    route: 'POST /api/team/leave',
    expect: { default: 409, guest: 401 },
  },
  {
    route: 'POST /api/business-info/create',
    body: () => ({ employees: 10 }),
    expect: { default: 'ok', guest: 401, expert: 403, staff: 403, admin: 403 },
  },
  { route: 'GET /api/business-info/latest', expect: everyoneSignedIn },
  {
    route: 'GET /api/file/:id',
    url: (f) => `/api/file/${f.fileId}`,
    expect: { default: 404, guest: 401, provider: 'ok', admin: 'ok' },
  },
  // The caller's own documents (and their company's): every signed-in account has a list, maybe empty.
  { route: 'GET /api/file/documents', expect: everyoneSignedIn },
  // Only the uploader deletes; anyone else's (here: a missing) document is a 404.
  {
    route: 'DELETE /api/file/:id',
    url: () => '/api/file/00000000-0000-4000-8000-000000000000',
    expect: { default: 404, guest: 401 },
  },
  {
    route: 'POST /api/newsletter/create',
    body: () => ({ email: uniqueEmail('matrix-news') }),
    expect: { default: 'ok' },
  },
  {
    route: 'POST /api/contact/create',
    body: () => ({ name: 'Matrix', email: 'matrix@example.test', message: 'A question about tenders.' }),
    expect: { default: 'ok' },
  },
  ...opsRows<Fixture>('accounts'),
];

const table: MatrixTable<Fixture> = {
  rows: ROWS,
  exempt: {
    'POST /api/account/register': 'sign-up is for guests: accounts-api covers it',
    'POST /api/expert/register': 'sign-up is for guests: accounts-api covers it',
    'POST /api/staff/register': 'sign-up is for guests: accounts-api covers it',
    'POST /api/account/verify-and-auth': 'verification is for guests: accounts-api covers it',
    'POST /api/expert/verify-and-auth': 'verification is for guests: accounts-api covers it',
    'POST /api/staff/verify-and-auth': 'verification is for guests: accounts-api covers it',
    'POST /api/account/login': 'sign-in is for guests: accounts-api covers it',
    'POST /api/admin/login': 'admin sign-in: accounts-api covers "admins only"',
    'POST /api/account/refresh-token': 'a refresh needs a refresh token, not a role: accounts-api covers it',
    'POST /api/account/send-otp/:email': 'password reset is for guests: accounts-api covers it',
    'POST /api/account/verify-otp': 'password reset is for guests: accounts-api covers it',
    'POST /api/account/reset-password': 'password reset is for guests: accounts-api covers it',
    'POST /api/file/upload-document': 'multipart: accounts-api covers who may upload',
    'POST /api/admin/console-handoff': 'admins only, from a live web session: console-handoff covers it',
    'POST /api/admin/console-handoff/exchange': 'takes a one-time code, not a role: console-handoff covers it',
  },
  pending: {
    // Staff an admin granted every power: no accounts route asks for a power, so staff everywhere (granting stays
    // with admins: a granted staff account cannot grant itself more).
    staffWithGrant: columnLike(ROWS, 'staff'),
    // The removed member's token still names the provider's company; accounts reads the company from its table, so
    // it acts as a provider without a company (profile and business-info writes start a company of its own, which
    // it then sees and invites to); removing a member of the provider's company is 403, not the other company's 404.
    removedMember: columnLike(ROWS, 'otherCompany', { 'DELETE /api/team/members/:accountId': 403 }),
  },
};

const admin = { email: 'matrix-admin@jointly.test', password: 'Matrix-admin-2026' };

describeAuthorizationMatrix(
  'accounts',
  async () => {
    const app: NestFastifyApplication = await createTestApp({
      modules: [AccountsModule],
      config: testConfig({ adminEmail: admin.email, adminPassword: admin.password }),
    });
    // Not about plan limits (plan-limits.e2e-spec is): each row's fixture adds colleagues to one company.
    await liftFreePlanLimitsForTests(app.get<DataSource>(getDataSourceToken('accounts')).manager, 'accounts');
    /** Each fresh row gets new sessions and objects, so one row's effect (logout, removal, approval) cannot spoil the next. */
    const fixture = async (): Promise<Fixture> => {
      const [provider, expert, staff, granted, other] = await Promise.all([
        signUp(app, 'provider'),
        signUp(app, 'expert'),
        signUp(app, 'staff'),
        signUp(app, 'staff'),
        signUp(app, 'provider'),
      ]);
      const adminLogin = await call(app, 'POST', '/api/admin/login', { body: admin, headers: { 'x-forwarded-for': freshIp() } });
      // The granted staff account: an admin granted it every power in the console.
      for (const power of ['tender-criteria', 'content']) {
        const grant = await call(app, 'POST', '/api/admin/staff-grants', {
          token: adminLogin.body.accessToken,
          body: { accountId: granted.accountId, power },
        });
        if (grant.status !== 201) throw new Error(`staff grant: ${grant.status} ${JSON.stringify(grant.body)}`);
      }
      const join = async () => {
        const invite = await call(app, 'POST', '/api/team/invite', { token: provider.accessToken, body: { email: uniqueEmail('member') } });
        const reg = await call(app, 'POST', '/api/account/register', {
          body: { email: invite.body.invitation.email, password: PASSWORD, inviteId: invite.body.invitation.id },
          headers: { 'x-forwarded-for': freshIp() },
        });
        return { accountId: reg.body.account.id as string, email: invite.body.invitation.email as string };
      };
      const [member, leaver] = await Promise.all([join(), join()]);
      // The removed member: signed in as the provider's colleague, then removed by the owner (the token stays in hand).
      const code = await latestCode(app, leaver.accountId, 'verify');
      const verified = await call(app, 'POST', '/api/account/verify-and-auth', {
        body: { userId: leaver.accountId, otp: { id: code.otpId, code: code.code } },
        headers: { 'x-forwarded-for': freshIp() },
      });
      await call(app, 'DELETE', `/api/team/members/${leaver.accountId}`, { token: provider.accessToken });
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
          staffWithGrant: granted.accessToken,
          admin: adminLogin.body.accessToken,
          otherCompany: other.accessToken,
          removedMember: verified.body.accessToken,
        },
        provider: { accountId: provider.accountId, companyId: provider.session.partner.id, email: provider.email },
        member: { accountId: member.accountId },
        fileId: upload.json().file.id,
      };
    };
    return { app, fixture, token: (f, role) => f.tokens[role], owns: ownedBy('accounts'), close: () => app.close() };
  },
  table,
);

describe('accounts answers', () => {
  it('never show a hash, a refresh token hash or a code', async () => {
    const app = await createTestApp({
      modules: [AccountsModule],
      config: testConfig({ adminEmail: admin.email, adminPassword: admin.password }),
    });
    try {
      await signUp(app, 'provider');
      const login = await call(app, 'POST', '/api/admin/login', { body: admin, headers: { 'x-forwarded-for': freshIp() } });
      const res = await call(app, 'GET', '/api/admin/all-users?limit=200', { token: login.body.accessToken });
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toMatch(/scrypt\$|\$argon2|password|token_hash|tokenHash|codeHash/i);
    } finally {
      await app.close();
    }
  });
});
