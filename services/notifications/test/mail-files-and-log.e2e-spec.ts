import * as fs from 'node:fs';
import * as path from 'node:path';
import { randomUUID } from 'node:crypto';
import { AccountEvents } from '@jointly/contracts';
import { createEvent } from '@jointly/common/events';
import { call } from '@jointly/common/testing';
import { parseMail } from '@jointly/common/testing';
import { aUser, eventually, startNotificationsApp, type NotificationsTestApp } from './support/notifications-test-app';

describe('without SMTP_URL: .eml files under DATA_DIR/mail, and the admin mail log', () => {
  let t: NotificationsTestApp;
  const admin = aUser('admin');
  const provider = aUser('provider');
  const codes = ['111111', '222222', '333333'];
  const accountId = randomUUID();
  const mailDir = () => path.join(t.config.dataDir, 'mail');
  const emlFiles = () => (fs.existsSync(mailDir()) ? fs.readdirSync(mailDir()).filter((f) => f.endsWith('.eml')) : []);

  beforeAll(async () => {
    t = await startNotificationsApp('notif_files');
    expect(t.config.smtpUrl).toBeUndefined();
    for (const code of codes) {
      await t.accounts.publish(
        createEvent(AccountEvents.OtpIssued, {
          aggregateId: accountId,
          payload: {
            accountId,
            email: 'file@example.com',
            ...t.sealedOtp(code),
            purpose: 'verify',
            expiresAt: new Date(Date.now() + 600_000).toISOString(),
          },
        }),
      );
    }
    await t.accounts.publish(
      createEvent(AccountEvents.ContactMessageReceived, {
        aggregateId: randomUUID(),
        payload: { name: 'Eve', email: 'eve@example.com', subject: null, message: 'Hello there' },
      }),
    );
    await eventually('four .eml files', () => emlFiles().length === 4);
  });
  afterAll(() => t?.close());

  it('writes a readable RFC 822 message named <iso-time>-<id>.eml for each mail', async () => {
    const rows: Array<{ id: string; status: string; provider_message_id: string }> = await eventually('all sent', async () => {
      const r = await t.db.query(`SELECT id, status, provider_message_id FROM notifications.mail_message ORDER BY created_at`);
      return r.length === 4 && r.every((m: { status: string }) => m.status === 'sent') && r;
    });
    for (const row of rows) {
      const file = emlFiles().find((f) => f.endsWith(`-${row.id}.eml`));
      expect(file).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-/);
      const mail = parseMail(fs.readFileSync(path.join(mailDir(), file!), 'utf8'));
      expect(mail.headers['message-id']).toBe(row.provider_message_id);
    }
    const first = emlFiles().find((f) => f.endsWith(`-${rows[0].id}.eml`))!;
    const mail = parseMail(fs.readFileSync(path.join(mailDir(), first), 'utf8'));
    expect(mail.headers.to).toBe('file@example.com');
    expect(mail.subject).toBe('Your Jointly verification code is 111111');
    expect(mail.text).toContain('111111');
    expect(mail.html).toContain('111111');
  });

  describe('GET /api/admin/mail (react-admin simple-rest)', () => {
    it('is for admins only', async () => {
      expect((await call(t.app, 'GET', '/api/admin/mail')).status).toBe(401);
      expect((await call(t.app, 'GET', '/api/admin/mail', { token: t.token(provider) })).status).toBe(403);
      expect((await call(t.app, 'GET', `/api/admin/mail/${randomUUID()}`, { token: t.token(provider) })).status).toBe(403);
    });

    it('lists mails newest first with Content-Range', async () => {
      const res = await call(t.app, 'GET', '/api/admin/mail?range=[0,1]', { token: t.token(admin) });
      expect(res.status).toBe(200);
      expect(res.headers['content-range']).toBe('mail 0-1/4');
      expect(res.body).toHaveLength(2);
      expect(res.body[0]).toMatchObject({
        template: 'contact-message',
        to: t.config.platformInboxEmail,
        replyTo: 'eve@example.com',
        status: 'sent',
      });
      expect(res.body[0]).not.toHaveProperty('html');
      expect(res.body[1]).toMatchObject({ template: 'verification-code', subject: 'Your Jointly verification code is ••••••' });
    });

    it('filters, sorts and pages', async () => {
      // Codes are masked for admins, and searching cannot probe them.
      const probe = encodeURIComponent(JSON.stringify({ template: 'verification-code', q: 'code is 2' }));
      expect((await call(t.app, 'GET', `/api/admin/mail?filter=${probe}`, { token: t.token(admin) })).body).toEqual([]);
      const byAddress = await call(t.app, 'GET', '/api/admin/mail?range=[0,9]', { token: t.token(admin) });
      const target = byAddress.body.find((m: { template: string }) => m.template === 'verification-code');
      const filter = encodeURIComponent(JSON.stringify({ template: 'verification-code', q: target.to }));
      const one = await call(t.app, 'GET', `/api/admin/mail?filter=${filter}`, { token: t.token(admin) });
      expect(one.status).toBe(200);
      const hits = one.body.map((m: { subject: string; to: string }) => [m.to, m.subject]);
      expect(hits.length).toBeGreaterThan(0);
      for (const hit of hits) expect(hit).toEqual([target.to, 'Your Jointly verification code is ••••••']);
      expect(one.headers['content-range']).toBe(`mail 0-${hits.length - 1}/${hits.length}`);

      const sort = encodeURIComponent('["to","ASC"]');
      const all = await call(t.app, 'GET', `/api/admin/mail?sort=${sort}&range=[0,9]`, { token: t.token(admin) });
      const page = await call(t.app, 'GET', `/api/admin/mail?sort=${sort}&range=[1,2]`, { token: t.token(admin) });
      expect(page.headers['content-range']).toBe('mail 1-2/4');
      const addresses = all.body.map((m: { to: string }) => m.to);
      expect(addresses).toEqual([...addresses].sort());
      expect(page.body.map((m: { to: string }) => m.to)).toEqual(addresses.slice(1, 3));

      const none = await call(t.app, 'GET', `/api/admin/mail?filter=${encodeURIComponent('{"status":"failed"}')}`, {
        token: t.token(admin),
      });
      expect(none.body).toEqual([]);
      expect(none.headers['content-range']).toBe('mail */0');

      const ids = [all.body[0].id, all.body[1].id];
      const many = await call(t.app, 'GET', `/api/admin/mail?filter=${encodeURIComponent(JSON.stringify({ id: ids }))}`, {
        token: t.token(admin),
      });
      expect(many.body.map((m: { id: string }) => m.id).sort()).toEqual([...ids].sort());
    });

    it('answers 400 with a clear message for a malformed list query', async () => {
      const bad = await call(t.app, 'GET', `/api/admin/mail?sort=${encodeURIComponent('["html","ASC"]')}`, { token: t.token(admin) });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/^sort field must be one of/);
      const json = await call(t.app, 'GET', '/api/admin/mail?range=oops', { token: t.token(admin) });
      expect(json).toMatchObject({ status: 400, body: { message: 'range must be JSON, e.g. [0,9].' } });
      const unknown = await call(t.app, 'GET', '/api/admin/mail?page=2', { token: t.token(admin) });
      expect(unknown.status).toBe(400);
    });

    it('shows one mail with its bodies; 404 for an unknown id, 400 for a malformed one', async () => {
      const [latest] = (await call(t.app, 'GET', '/api/admin/mail?range=[0,0]', { token: t.token(admin) })).body;
      const one = await call(t.app, 'GET', `/api/admin/mail/${latest.id}`, { token: t.token(admin) });
      expect(one.status).toBe(200);
      expect(one.body).toMatchObject({ id: latest.id, template: 'contact-message', status: 'sent', attempts: 1, nextAttemptAt: null });
      expect(one.body.text).toContain('> Hello there');
      expect(one.body.html).toContain('Hello there');
      expect((await call(t.app, 'GET', `/api/admin/mail/${randomUUID()}`, { token: t.token(admin) })).status).toBe(404);
      const bad = await call(t.app, 'GET', '/api/admin/mail/42', { token: t.token(admin) });
      expect(bad).toMatchObject({ status: 400, body: { message: 'Invalid input: id must be a mail id (UUID).' } });
    });
  });
});
