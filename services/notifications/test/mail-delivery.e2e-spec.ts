import { randomUUID } from 'node:crypto';
import { AccountEvents, NotificationEvents } from '@jointly/contracts';
import { createEvent, EVENT_TRANSPORT, topicOf, type EventTransport } from '@jointly/common/events';
import { call } from '@jointly/common/testing';
import { aUser, eventually, startNotificationsApp, type NotificationsTestApp } from './support/notifications-test-app';
import { SmtpSink } from '@jointly/common/testing';

describe('mail delivery over a real SMTP server', () => {
  const sink = new SmtpSink();
  let t: NotificationsTestApp;
  const otpIssued = (accountId: string, email: string, code: string, purpose: 'verify' | 'reset' = 'verify') =>
    createEvent(AccountEvents.OtpIssued, {
      aggregateId: accountId,
      payload: { accountId, email, ...t.sealedOtp(code), purpose, expiresAt: new Date(Date.now() + 10 * 60_000).toISOString() },
    });

  const mailRow = async (eventId: string) =>
    (await t.db.query(`SELECT * FROM notifications.mail_message WHERE event_id = $1`, [eventId]))[0] as Record<string, any> | undefined;
  const outboxTypes = async (aggregateId: string): Promise<string[]> =>
    (await t.db.query(`SELECT type FROM notifications.outbox_message WHERE key = $1 ORDER BY seq`, [aggregateId])).map(
      (r: { type: string }) => r.type,
    );

  beforeAll(async () => {
    await sink.start();
    t = await startNotificationsApp('notif_smtp', { config: { smtpUrl: sink.url, publicUrl: 'https://app.jointly.test' } });
  });
  afterAll(async () => {
    await t?.close();
    await sink.stop();
  });

  it('sends the sign-up verification code, greeting the account registered just before', async () => {
    const accountId = randomUUID();
    const email = `ada-${accountId.slice(0, 6)}@example.com`;
    const otp = otpIssued(accountId, email, '482913');
    await t.accounts.publish(
      createEvent(AccountEvents.AccountRegistered, {
        aggregateId: accountId,
        payload: { accountId, email, accountType: 'provider', companyName: 'Acme Care', name: 'Ada Lovelace' },
      }),
      otp,
    );

    const [mail] = await eventually('the verification e-mail', () => sink.to(email).length > 0 && sink.to(email));
    expect(mail.subject).toBe('Your Jointly verification code is 482913');
    expect(mail.text).toContain('482913');
    expect(mail.text).toContain('valid for 10 minutes');
    expect(mail.text).toContain('Hello Ada Lovelace,');
    expect(mail.text).toContain('https://app.jointly.test/v3/confirmEmail');
    expect(mail.html).toContain('482913');
    expect(mail.headers.from).toBe(t.config.mailFrom);
    expect(mail.envelopeFrom).toBe('no-reply@jointly.local');

    const row = await eventually('the mail marked sent', async () => {
      const r = await mailRow(otp.id);
      return r?.status === 'sent' && r;
    });
    expect(row).toMatchObject({ to: email, template: 'verification-code', attempts: 1, last_error: null });
    expect(row.sent_at).toBeInstanceOf(Date);
    expect(mail.headers['message-id']).toBe(`<${row.id}@jointly.local>`);
    expect(row.provider_message_id).toBe(mail.headers['message-id']);
    await eventually('MailSent in the outbox', async () => (await outboxTypes(row.id)).includes(NotificationEvents.MailSent.type));
  });

  it('sends the password reset code', async () => {
    const accountId = randomUUID();
    const email = `reset-${accountId.slice(0, 6)}@example.com`;
    await t.accounts.publish(otpIssued(accountId, email, '770011', 'reset'));
    const [mail] = await eventually('the reset e-mail', () => sink.to(email).length > 0 && sink.to(email));
    expect(mail.subject).toBe('Your Jointly password reset code is 770011');
    expect(mail.text).toContain('https://app.jointly.test/password/emailOTP');
  });

  it('sends exactly one e-mail per event, even when the event is delivered again', async () => {
    const accountId = randomUUID();
    const email = `twice-${accountId.slice(0, 6)}@example.com`;
    const otp = otpIssued(accountId, email, '135790');
    await t.accounts.publish(otp);
    await eventually('the first delivery', async () => (await mailRow(otp.id))?.status === 'sent');

    // Redeliver the very same envelope twice, as a broker would after a lost acknowledgement.
    const transport = t.app.get<EventTransport>(EVENT_TRANSPORT);
    const message = { topic: topicOf(otp), key: accountId, envelope: otp };
    await transport.publish([message]);
    await transport.publish([message, message]);

    const rows = await t.db.query(`SELECT status FROM notifications.mail_message WHERE "to" = $1`, [email]);
    expect(rows).toEqual([{ status: 'sent' }]);
    const pending = await t.db.query(`SELECT count(*)::int AS n FROM notifications.mail_message WHERE status = 'pending'`);
    expect(pending[0].n).toBe(0);
    expect(sink.to(email)).toHaveLength(1);
  });

  it('keeps the mail pending while the SMTP server is down and delivers it once it is back', async () => {
    const accountId = randomUUID();
    const email = `outage-${accountId.slice(0, 6)}@example.com`;
    const otp = otpIssued(accountId, email, '246802');
    await sink.stop();
    try {
      await t.accounts.publish(otp);
      const failing = await eventually('a few failed attempts', async () => {
        const r = await mailRow(otp.id);
        return r && r.attempts >= 3 && r;
      });
      expect(failing.status).toBe('pending');
      expect(failing.last_error).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
      expect(sink.to(email)).toHaveLength(0);
    } finally {
      await sink.start(); // same port
    }
    const [mail] = await eventually('the delayed e-mail', () => sink.to(email).length > 0 && sink.to(email));
    expect(mail.subject).toContain('246802');
    const row = await eventually('the mail marked sent', async () => {
      const r = await mailRow(otp.id);
      return r?.status === 'sent' && r;
    });
    expect(row.attempts).toBeGreaterThanOrEqual(3);
    expect(row.last_error).toBeNull();
    expect(sink.to(email)).toHaveLength(1);
  });

  it('gives up at once on a permanent rejection (550) and records MailFailed', async () => {
    const accountId = randomUUID();
    const otp = otpIssued(accountId, `bounce-${accountId.slice(0, 6)}@example.com`, '999000');
    await t.accounts.publish(otp);
    const row = await eventually('the mail marked failed', async () => {
      const r = await mailRow(otp.id);
      return r?.status === 'failed' && r;
    });
    expect(row.attempts).toBe(1);
    expect(row.last_error).toContain('550');
    await eventually('MailFailed in the outbox', async () => (await outboxTypes(row.id)).includes(NotificationEvents.MailFailed.type));
  });

  it('PartnerApproved: e-mails the company and notifies the partner account in the app', async () => {
    const partner = aUser('provider');
    const partnerId = randomUUID();
    const companyEmail = `office-${partnerId.slice(0, 6)}@acme.example`;
    const approved = createEvent(AccountEvents.PartnerApproved, {
      aggregateId: partnerId,
      actorId: randomUUID(),
      payload: { partnerId, accountId: partner.id, companyName: 'Acme Care Ltd', email: companyEmail, approvedBy: randomUUID() },
    });
    await t.accounts.publish(
      createEvent(AccountEvents.AccountRegistered, {
        aggregateId: partner.id,
        payload: { accountId: partner.id, email: partner.email, accountType: 'provider', companyName: 'Acme Care Ltd', name: 'Pat' },
      }),
      approved,
    );

    const [mail] = await eventually('the approval e-mail', () => sink.to(companyEmail).length > 0 && sink.to(companyEmail));
    expect(mail.subject).toBe('Acme Care Ltd is approved as a Jointly consortium partner');
    expect(mail.text).toContain('https://app.jointly.test/consortium/dashboard');

    const notifications = await t.db.query(`SELECT * FROM notifications.notification WHERE recipient_account_id = $1`, [partner.id]);
    expect(notifications).toEqual([
      expect.objectContaining({
        kind: 'partner-approved',
        title: 'Your company is approved as a consortium partner',
        company_id: partnerId,
        link: '/consortium/dashboard',
        read_at: null,
        source_event_id: approved.id,
      }),
    ]);
    expect(await outboxTypes(notifications[0].id)).toEqual([NotificationEvents.NotificationCreated.type]);
    // The read model now knows the account belongs to the company, and keeps the account's own address.
    expect(
      await t.db.query(`SELECT email, company_id, company_name FROM notifications.recipient WHERE account_id = $1`, [partner.id]),
    ).toEqual([{ email: partner.email, company_id: partnerId, company_name: 'Acme Care Ltd' }]);

    // The partner sees it among the company's unread notifications.
    const unread = await call(t.app, 'GET', `/api/notification/unread/${partnerId}`, {
      token: t.token({ ...partner, companyId: partnerId }),
    });
    expect(unread.status).toBe(200);
    expect(unread.body).toMatchObject({ unreadCount: 1, foundNotifications: [{ kind: 'partner-approved', read: false }] });
  });

  it('sends the other account e-mails: welcome, Tender Writer details, team invitation, contact message, tender request', async () => {
    const user = aUser('expert');
    const companyId = randomUUID();
    const inviteId = randomUUID();
    const invitee = `invitee-${inviteId.slice(0, 6)}@example.com`;
    const writer = createEvent(AccountEvents.TenderWriterRequested, {
      aggregateId: user.id,
      actorId: user.id,
      payload: { accountId: user.id, email: user.email, name: 'Grace', tenderId: 'T-42', message: 'Need help with the quality answers' },
    });
    await t.accounts.publish(
      createEvent(AccountEvents.AccountRegistered, {
        aggregateId: user.id,
        payload: { accountId: user.id, email: user.email, accountType: 'expert', companyName: null, name: 'Grace Hopper' },
      }),
      createEvent(AccountEvents.EmailVerified, {
        aggregateId: user.id,
        payload: { accountId: user.id, email: user.email, accountType: 'expert' },
      }),
      writer,
      createEvent(AccountEvents.TeamMemberInvited, {
        aggregateId: companyId,
        payload: { companyId, invitedBy: user.id, email: invitee, inviteId },
      }),
      createEvent(AccountEvents.ContactMessageReceived, {
        aggregateId: randomUUID(),
        payload: { name: 'Eve Visitor', email: 'eve@visitor.example', subject: 'Pricing', message: 'How much is it?' },
      }),
      createEvent(AccountEvents.TenderRequested, {
        aggregateId: user.id,
        payload: { accountId: user.id, email: user.email, tenderId: null, details: 'Domiciliary care, West Yorkshire' },
      }),
    );

    const mails = await eventually('five e-mails', () => {
      const toUser = sink.to(user.email);
      const toTeam = sink.to(t.config.platformInboxEmail).filter((m) => m.text.includes('Eve Visitor') || m.text.includes(user.email));
      return toUser.length === 2 && sink.to(invitee).length === 1 && toTeam.length === 2 && { toUser, toTeam };
    });
    const bySubject = (subject: string) => [...mails.toUser, ...mails.toTeam].find((m) => m.subject === subject)!;

    expect(bySubject('Welcome to Jointly').text).toContain('https://app.jointly.test/v3/user/update-expert-profile');
    const details = bySubject('Your Jointly Tender Writing Service request');
    expect(details.text).toContain('What happens next');
    expect(details.text).toContain('> Need help with the quality answers');

    const [invitation] = sink.to(invitee);
    expect(invitation.text).toContain(`https://app.jointly.test/v3/join?invite=${inviteId}`);
    expect(invitation.text).toContain('Grace Hopper has invited you');

    const contact = bySubject('Contact form: Pricing');
    expect(contact.headers['reply-to']).toBe('eve@visitor.example');
    expect(contact.text).toContain('> How much is it?');
    const request = bySubject(`Tender request from ${user.email}`);
    expect(request.headers['reply-to']).toBe(user.email);
    expect(request.text).toContain('Name: Grace Hopper');

    const [notification] = await t.db.query(`SELECT kind, title, link FROM notifications.notification WHERE source_event_id = $1`, [
      writer.id,
    ]);
    expect(notification).toEqual({
      kind: 'tender-writer-requested',
      title: 'Your Tender Writer request is being processed',
      link: '/tender/T-42',
    });
  });

  it('reports the mail queue on /health', async () => {
    const { status, body } = await call(t.app, 'GET', '/health');
    expect(status).toBe(200);
    expect(body.services.notifications.checks.mail).toMatchObject({
      status: 'up',
      detail: expect.stringMatching(/^smtp, sending, \d+ pending/),
    });
  });
});
