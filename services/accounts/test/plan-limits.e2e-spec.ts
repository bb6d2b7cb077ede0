import * as path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  BillingEventsPublisher,
  FakeBillingModule,
  type ServiceTestApp,
  call,
  expectPlanLimitReached,
  filesUnder,
  pdfOfSize,
  putCompanyOnPlan,
  startServiceTestApp,
} from '@jointly/common/testing';
import { AccountsModule } from '../src/accounts.module';
import { register, signUp, uniqueEmail, uploadDocument } from './accounts-harness';

const KB = 1024;

/** Seats and storage per company, enforced by accounts (teams and uploaded documents) from billing's plan events. */
describe('accounts: the seats and storage plan limits', () => {
  let s: ServiceTestApp;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    s = await startServiceTestApp({
      service: 'accounts',
      label: 'accounts_plan_limits',
      modules: [AccountsModule, FakeBillingModule.register()],
    });
    app = s.app;
  });
  afterAll(() => s?.close());

  const onPlan = (companyId: string, limits: Parameters<typeof putCompanyOnPlan>[2]) =>
    putCompanyOnPlan({ billing: app.get(BillingEventsPublisher), db: s.db, schema: 'accounts' }, companyId, limits);
  const invite = (token: string, email: string) => call(app, 'POST', '/api/team/invite', { token, body: { email } });
  const upload = (token: string, name: string, size: number) => uploadDocument(app, token, name, pdfOfSize(size));
  const filesOnDisk = () => filesUnder(path.join(s.config.dataDir, 'uploads', 'accounts'));

  describe('seats (members + pending invitations)', () => {
    it('refuses an invitation beyond the plan’s seats, naming the limit; an upgrade lets it through', async () => {
      const owner = await signUp(app, 'provider');
      const companyId = owner.session.partner.id as string;
      await onPlan(companyId, { seats: 3 });

      const first = uniqueEmail('colleague');
      expect((await invite(owner.accessToken, first)).status).toBe(201);
      // A new invitation to the same address replaces the pending one: no new seat.
      expect((await invite(owner.accessToken, first)).status).toBe(201);
      expect((await invite(owner.accessToken, uniqueEmail('colleague'))).status).toBe(201);
      const refused = await invite(owner.accessToken, uniqueEmail('colleague'));
      expectPlanLimitReached(refused, 'allows 3 seats and you have 3');

      const usage = await call(app, 'GET', '/api/plan-usage/accounts', { token: owner.accessToken });
      expect(usage.body).toEqual([
        { limit: 'seats', used: 3, max: 3 },
        { limit: 'storageMb', used: 0, max: expect.any(Number) },
      ]);

      // An expired invitation frees its seat.
      await s.db.query(`UPDATE accounts.team_invite SET expires_at = now() - interval '1 day' WHERE company_id = $1 AND email = $2`, [
        companyId,
        first,
      ]);
      expect((await invite(owner.accessToken, uniqueEmail('colleague'))).status).toBe(201);
      expect((await invite(owner.accessToken, uniqueEmail('colleague'))).status).toBe(403);

      await onPlan(companyId, { seats: 10 });
      expect((await invite(owner.accessToken, uniqueEmail('colleague'))).status).toBe(201);
    });

    it('lets a downgraded company keep its members and pending invitations (they can still join) but invite no more', async () => {
      const owner = await signUp(app, 'provider');
      const companyId = owner.session.partner.id as string;
      await onPlan(companyId, { seats: null });
      const joining = uniqueEmail('joining');
      const pending = await invite(owner.accessToken, joining);
      expect(pending.status).toBe(201);
      const member = await invite(owner.accessToken, uniqueEmail('member'));
      await register(app, 'provider', member.body.invitation.email, { inviteId: member.body.invitation.id });

      await onPlan(companyId, { seats: 1 });
      const refused = await invite(owner.accessToken, uniqueEmail('more'));
      expect(refused.status).toBe(403);
      expect(refused.body.message).toContain('allows 1 seat and you have 3');

      // The invitation sent before the downgrade still works.
      const joined = await register(app, 'provider', joining, { inviteId: pending.body.invitation.id });
      const members = await call(app, 'GET', '/api/team/members', { token: owner.accessToken });
      expect(members.body.members.map((m: { id: string }) => m.id)).toEqual(expect.arrayContaining([owner.accountId, joined.accountId]));
      expect(members.body.members).toHaveLength(3);
    });
  });

  describe('storage (every member’s documents together)', () => {
    it('refuses an upload that would pass the plan’s storage and leaves nothing on disk; an upgrade lets it through', async () => {
      const owner = await signUp(app, 'provider');
      const companyId = owner.session.partner.id as string;
      await onPlan(companyId, { storageMb: 1 });

      expect((await upload(owner.accessToken, 'policy.pdf', 600 * KB)).status).toBe(201);
      const before = filesOnDisk();
      const rowsBefore = (await s.db.query('SELECT count(*)::int AS n FROM accounts.stored_file WHERE company_id = $1', [companyId]))[0].n;

      const refused = await upload(owner.accessToken, 'accounts.pdf', 600 * KB);
      expectPlanLimitReached(refused, 'allows 1 MB of storage and you have 0.6');
      expect(filesOnDisk()).toBe(before);
      expect((await s.db.query('SELECT count(*)::int AS n FROM accounts.stored_file WHERE company_id = $1', [companyId]))[0].n).toBe(
        rowsBefore,
      );

      // A smaller one still fits.
      expect((await upload(owner.accessToken, 'small.pdf', 100 * KB)).status).toBe(201);
      const usage = await call(app, 'GET', '/api/plan-usage/accounts', { token: owner.accessToken });
      expect(usage.body).toContainEqual({ limit: 'storageMb', used: 0.7, max: 1 });

      await onPlan(companyId, { storageMb: 5 });
      expect((await upload(owner.accessToken, 'accounts.pdf', 600 * KB)).status).toBe(201);
    });

    it('counts every member’s uploads for the company, and a downgraded company keeps its documents but adds none', async () => {
      const owner = await signUp(app, 'provider');
      const companyId = owner.session.partner.id as string;
      await onPlan(companyId, { storageMb: null, seats: null });
      const inv = await invite(owner.accessToken, uniqueEmail('member'));
      const member = await signUp(app, 'provider', inv.body.invitation.email, { inviteId: inv.body.invitation.id });
      expect((await upload(owner.accessToken, 'a.pdf', 700 * KB)).status).toBe(201);
      expect((await upload(member.accessToken, 'b.pdf', 700 * KB)).status).toBe(201);

      await onPlan(companyId, { storageMb: 1 });
      const before = filesOnDisk();
      const refused = await upload(member.accessToken, 'c.pdf', 10 * KB);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toContain('allows 1 MB of storage and you have 1.4');
      expect(filesOnDisk()).toBe(before);

      const list = await call(app, 'GET', '/api/file/documents', { token: owner.accessToken });
      expect(list.body.map((d: { name: string }) => d.name).sort()).toEqual(['a.pdf', 'b.pdf']);
      // Deleting frees room.
      const a = list.body.find((d: { name: string }) => d.name === 'a.pdf');
      expect((await call(app, 'DELETE', `/api/file/${a.id}`, { token: owner.accessToken })).status).toBe(200);
      expect((await upload(member.accessToken, 'c.pdf', 10 * KB)).status).toBe(201);
    });
  });
});
