import { APP_CONFIG, type AppConfig } from '@jointly/common/config';
import { transaction } from '@jointly/common/database';
import { OutboxService } from '@jointly/common/events';
import { MailMessageRepository } from '../src/mail/mail-message.repository';
import { MailSender } from '../src/mail/mail-sender';
import type { MailDelivery, MailTransport, OutgoingMail } from '../src/mail/mail-transport';
import { verificationCodeMail } from '../src/mail/templates/verification-code.template';
import { mailContext } from '../src/mail/templates/mail-template';
import { startNotificationsApp, type NotificationsTestApp } from './support/notifications-test-app';

/** Records what it "sends", slowly enough that two replicas' rounds overlap. */
class RecordingTransport implements MailTransport {
  readonly kind = 'smtp' as const;
  readonly sent: string[] = [];
  async send(mail: OutgoingMail): Promise<MailDelivery> {
    await new Promise((resolve) => setTimeout(resolve, 5));
    this.sent.push(mail.id);
    return { messageId: `<${mail.id}@test>`, detail: '250 OK' };
  }
  close(): void {}
}

describe('MailSender replicas', () => {
  let t: NotificationsTestApp;

  beforeAll(async () => {
    t = await startNotificationsApp('notif_replicas', { mail: { start: false } });
  });
  afterAll(() => t?.close());

  it('never send the same mail twice when they claim side by side', async () => {
    const mails = t.app.get(MailMessageRepository);
    const ctx = mailContext(t.config);
    await transaction(t.db, async (manager) => {
      for (let i = 0; i < 60; i++) {
        await mails.enqueue(manager, {
          ...verificationCodeMail(ctx, { code: String(100000 + i), validMinutes: 10 }),
          eventId: null,
          to: `r${i}@example.com`,
        });
      }
    });
    const replica = (transport: MailTransport) =>
      new MailSender(t.db, mails, new OutboxService('notifications'), transport, t.app.get<AppConfig>(APP_CONFIG), {
        start: false,
        batchSize: 7,
        concurrency: 3,
      });
    const transports = [new RecordingTransport(), new RecordingTransport(), new RecordingTransport()];
    const replicas = transports.map(replica);
    // Each replica works rounds until nothing is due any more.
    await Promise.all(
      replicas.map(async (sender) => {
        while ((await sender.runOnce()).claimed > 0);
      }),
    );

    const sent = transports.flatMap((tr) => tr.sent);
    expect(sent).toHaveLength(60);
    expect(new Set(sent).size).toBe(60);
    expect(transports.filter((tr) => tr.sent.length > 0).length).toBeGreaterThan(1);
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM notifications.mail_message WHERE status = 'sent' AND attempts = 1`);
    expect(n).toBe(60);
    const [{ events }] = await t.db.query(
      `SELECT count(*)::int AS events FROM notifications.outbox_message WHERE type = 'notifications.mail.sent'`,
    );
    expect(events).toBe(60);
  });

  it('records a mail the server accepted once the database answers again, instead of sending it a second time', async () => {
    const mails = t.app.get(MailMessageRepository);
    const ctx = mailContext(t.config);
    await transaction(t.db, (manager) =>
      mails.enqueue(manager, {
        ...verificationCodeMail(ctx, { code: '424242', validMinutes: 10 }),
        eventId: null,
        to: 'outage@example.com',
      }),
    );
    // A real database error on the "sent" update (as during an outage) until the trigger goes, 700 ms after the send.
    await t.db.query(`CREATE FUNCTION notifications.test_refuse_sent() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.status = 'sent' THEN RAISE EXCEPTION 'the database is not accepting writes'; END IF;
        RETURN NEW;
      END $$`);
    await t.db.query(`CREATE TRIGGER test_refuse_sent BEFORE UPDATE ON notifications.mail_message
      FOR EACH ROW EXECUTE FUNCTION notifications.test_refuse_sent()`);
    const dropTrigger = () => t.db.query('DROP TRIGGER IF EXISTS test_refuse_sent ON notifications.mail_message');
    try {
      const transport = new RecordingTransport();
      const send = transport.send.bind(transport);
      let healed: Promise<unknown> | undefined;
      transport.send = async (mail) => {
        const delivery = await send(mail);
        healed = new Promise((resolve) => setTimeout(resolve, 700)).then(dropTrigger);
        return delivery;
      };
      const sender = new MailSender(t.db, mails, new OutboxService('notifications'), transport, t.app.get<AppConfig>(APP_CONFIG), {
        start: false,
      });
      const started = Date.now();
      expect(await sender.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
      await healed;
      expect(Date.now() - started).toBeGreaterThanOrEqual(700);
      expect(transport.sent).toHaveLength(1);
      const [row] = await t.db.query(`SELECT id::text, status, attempts FROM notifications.mail_message WHERE "to" = 'outage@example.com'`);
      expect(row).toMatchObject({ id: transport.sent[0], status: 'sent', attempts: 1 });
      const [{ events }] = await t.db.query(
        `SELECT count(*)::int AS events FROM notifications.outbox_message WHERE type = 'notifications.mail.sent' AND envelope->'payload'->>'mailId' = $1`,
        [row.id],
      );
      expect(events).toBe(1);
      // Nothing is left to send again.
      expect((await sender.runOnce()).claimed).toBe(0);
    } finally {
      await dropTrigger();
      await t.db.query('DROP FUNCTION IF EXISTS notifications.test_refuse_sent()');
    }
  });
});
