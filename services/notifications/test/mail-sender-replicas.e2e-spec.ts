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
});
