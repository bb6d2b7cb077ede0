import { randomUUID } from 'node:crypto';
import { EventTablesRetention } from '@jointly/common/events';
import { MailMessageRepository } from '../src/mail/mail-message.repository';
import { startNotificationsApp, type NotificationsTestApp } from './support/notifications-test-app';

/** The service's event tables and the mail log stay bounded; nothing still useful is removed. */
describe('retention of the inbox, closed dead letters and the mail log', () => {
  let t: NotificationsTestApp;
  beforeAll(async () => {
    t = await startNotificationsApp('notif_retention');
  });
  afterAll(() => t?.close());

  const ago = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

  it('forgets applied events after 30 days and closed dead letters after 30 days; open dead letters stay', async () => {
    await t.db.query(
      `INSERT INTO notifications.processed_event (consumer, event_id, processed_at) VALUES ('C', 'old', $1), ('C', 'recent', $2)`,
      [ago(40), ago(2)],
    );
    const letter = (closed: 'replayed_at' | 'discarded_at' | null, at: string) =>
      t.db.query(
        `INSERT INTO notifications.dead_letter (id, consumer, topic, event_id, envelope, error, attempts, created_at${closed ? `, ${closed}` : ''})
         VALUES ($1, 'C', 't', $2, '{}', 'boom', 5, $3${closed ? ', $3' : ''})`,
        [randomUUID(), randomUUID(), at],
      );
    await letter('replayed_at', ago(45));
    await letter('discarded_at', ago(31));
    await letter('discarded_at', ago(3));
    await letter(null, ago(90));

    const pruned = await new EventTablesRetention(t.db, 'notifications').prune();
    expect(pruned).toEqual({ inbox: 1, deadLetters: 2 });
    const inbox = await t.db.query(`SELECT event_id FROM notifications.processed_event WHERE consumer = 'C'`);
    expect(inbox).toEqual([{ event_id: 'recent' }]);
    const letters = await t.db.query(
      `SELECT (replayed_at IS NULL AND discarded_at IS NULL) AS open FROM notifications.dead_letter WHERE consumer = 'C' ORDER BY open`,
    );
    expect(letters).toEqual([{ open: false }, { open: true }]);
  });

  it('keeps the mail log for 90 days, and never removes a mail still waiting to go', async () => {
    const mail = (status: string, createdAt: string) =>
      t.db.query(
        `INSERT INTO notifications.mail_message (id, "to", subject, template, text, html, status, created_at, next_attempt_at)
         VALUES ($1, 'a@example.com', 's', 'welcome', 't', 'h', $2, $3, now() + interval '1 year') RETURNING id`,
        [randomUUID(), status, createdAt],
      );
    const [[oldSent], [oldFailed], [oldPending], [recentSent]] = [
      await mail('sent', ago(91)),
      await mail('failed', ago(120)),
      await mail('pending', ago(100)),
      await mail('sent', ago(10)),
    ];
    expect(await t.app.get(MailMessageRepository).pruneFinished()).toBe(2);
    const left = (await t.db.query(`SELECT id FROM notifications.mail_message`)).map((r: { id: string }) => r.id);
    expect(left).toEqual(expect.arrayContaining([oldPending.id, recentSent.id]));
    expect(left).not.toContain(oldSent.id);
    expect(left).not.toContain(oldFailed.id);
  });
});
