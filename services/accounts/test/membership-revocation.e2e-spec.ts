import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { type IsolatedDatabase, call, createIsolatedDatabase, createTestApp, testConfig } from '@jointly/common/testing';
import { AccountsModule } from '../src/accounts.module';
import { eventsOfType, signUp, uniqueEmail, uploadDocument } from './accounts-harness';

const ADMIN = { email: 'membership-admin@jointly.test', password: 'Admin-password-2026' };
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/**
 * Issue 11 §2: removal from a company ends access to its data on the member's very next request in accounts, although
 * the access token (15 minutes) still claims the company; so does leaving it, and an admin suspending the account.
 */
describe('membership changes end access at once (accounts)', () => {
  let app: NestFastifyApplication;
  let admin: string;

  // A database of its own, so the loopback address's per-address budgets are not shared with other suites.
  let database: IsolatedDatabase;
  beforeAll(async () => {
    database = await createIsolatedDatabase('membership_revocation');
    app = await createTestApp({
      modules: [AccountsModule],
      config: testConfig({ adminEmail: ADMIN.email, adminPassword: ADMIN.password, databaseUrl: database.url }),
    });
    const login = await call(app, 'POST', '/api/admin/login', { body: ADMIN });
    admin = login.body.accessToken;
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  async function companyWithMember() {
    const owner = await signUp(app, 'provider');
    const companyId = owner.session.partner.id as string;
    const memberEmail = uniqueEmail('member');
    const invite = await call(app, 'POST', '/api/team/invite', { token: owner.accessToken, body: { email: memberEmail } });
    const member = await signUp(app, 'provider', memberEmail, { inviteId: invite.body.invitation.id });
    const boundary = `----membership${Date.now()}`;
    const upload = await app.inject({
      method: 'POST',
      url: '/api/file/upload-document',
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="policy.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        pdf,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${owner.accessToken}` },
    });
    expect(upload.statusCode).toBe(201);
    const fileUrl = upload.json().file.url as string;
    // Before: the member reads the company's file and edits its profile with the token it signed in with.
    expect((await call(app, 'GET', fileUrl, { token: member.accessToken })).status).toBe(200);
    const edit = () =>
      call(app, 'PATCH', `/api/partner/update/${companyId}`, { token: member.accessToken, body: { address: '1 Park Row, Leeds' } });
    expect((await edit()).status).toBe(200);
    return { owner, member, companyId, fileUrl, edit };
  }

  it('a removed member loses the company’s files and profile on the next request, with the same token', async () => {
    const { owner, member, companyId, fileUrl, edit } = await companyWithMember();
    expect((await call(app, 'DELETE', `/api/team/members/${member.accountId}`, { token: owner.accessToken })).status).toBe(200);

    expect((await call(app, 'GET', fileUrl, { token: member.accessToken })).status).toBe(404);
    expect((await edit()).status).toBe(403);
    expect((await call(app, 'GET', '/api/team/members', { token: member.accessToken })).status).toBe(403);
    // Their own account still works: removal from a team is not a sign-out.
    expect((await call(app, 'GET', '/api/account/me', { token: member.accessToken })).body.user).toMatchObject({ companyId: null });
    // The owner keeps everything.
    expect((await call(app, 'GET', fileUrl, { token: owner.accessToken })).status).toBe(200);

    const [changed] = await eventsOfType(app, 'accounts.account.membership-changed', member.accountId);
    expect(changed.envelope).toMatchObject({
      actorId: owner.accountId,
      payload: { accountId: member.accountId, companyId: null, previousCompanyId: companyId, reason: 'removed' },
    });
  });

  it('a removed member can no longer delete the documents they uploaded for the company (its evidence stays)', async () => {
    const { owner, member } = await companyWithMember();
    const uploaded = await uploadDocument(app, member.accessToken, 'iso 9001.pdf', pdf, {
      purpose: 'certificate',
      certification: 'iso-9001',
    });
    expect(uploaded.status).toBe(201);
    const id = uploaded.body.file.id as string;
    expect((await call(app, 'DELETE', `/api/team/members/${member.accountId}`, { token: owner.accessToken })).status).toBe(200);
    expect(await call(app, 'DELETE', `/api/file/${id}`, { token: member.accessToken })).toMatchObject({
      status: 404,
      body: { code: 'FILE.NOT_FOUND' },
    });
    const list = await call(app, 'GET', '/api/file/documents', { token: owner.accessToken });
    expect(list.body.map((d: { id: string }) => d.id)).toContain(id);
  });

  it('a member who leaves loses the company at once; the owner cannot leave', async () => {
    const { owner, member, companyId, fileUrl, edit } = await companyWithMember();
    expect((await call(app, 'POST', '/api/team/leave', { token: owner.accessToken })).status).toBe(409);
    expect((await call(app, 'POST', '/api/team/leave', { token: member.accessToken })).status).toBe(200);
    expect((await call(app, 'GET', fileUrl, { token: member.accessToken })).status).toBe(404);
    expect((await edit()).status).toBe(403);
    expect((await call(app, 'POST', '/api/team/leave', { token: member.accessToken })).status).toBe(409);
    const [changed] = await eventsOfType(app, 'accounts.account.membership-changed', member.accountId);
    expect(changed.envelope.payload).toMatchObject({ companyId: null, previousCompanyId: companyId, reason: 'left' });
  });

  it('a suspended account is refused at once and every service hears of it; reactivation is published too', async () => {
    const { member, fileUrl } = await companyWithMember();
    expect((await call(app, 'PUT', `/api/admin/users/${member.accountId}`, { token: admin, body: { status: 'suspended' } })).status).toBe(
      200,
    );
    expect((await call(app, 'GET', fileUrl, { token: member.accessToken })).status).toBe(456);
    expect((await call(app, 'PUT', `/api/admin/users/${member.accountId}`, { token: admin, body: { status: 'active' } })).status).toBe(200);
    const changes = await eventsOfType(app, 'accounts.account.status-changed', member.accountId);
    expect(changes.map((c) => c.envelope.payload.status)).toEqual(['suspended', 'active']);
  });
});
