import { randomUUID } from 'node:crypto';
import { AccountEvents, TenderEvents, type SavedSearchMatched } from '@jointly/contracts';
import { createEvent, DeadLetterService, EVENT_TRANSPORT, topicOf, type EventTransport } from '@jointly/common/events';
import { call, SmtpSink } from '@jointly/common/testing';
import { aUser, eventually, startNotificationsApp, type NotificationsTestApp, type TestUser } from './support/notifications-test-app';

/** SavedSearchMatched (published by tenders, instant or as the daily digest) → an in-app notification and an e-mail. */
describe('saved search alerts (SavedSearchMatched)', () => {
  const sink = new SmtpSink();
  let t: NotificationsTestApp;

  const registered = (user: TestUser, name: string) =>
    createEvent(AccountEvents.AccountRegistered, {
      aggregateId: user.id,
      payload: { accountId: user.id, email: user.email, accountType: user.role, companyName: 'Kent Care Ltd', name },
    });
  const matched = (user: TestUser, payload: Partial<SavedSearchMatched>) =>
    createEvent(TenderEvents.SavedSearchMatched, {
      aggregateId: payload.savedSearchId ?? randomUUID(),
      payload: {
        savedSearchId: randomUUID(),
        accountId: user.id,
        searchName: 'Domiciliary care in Kent',
        delivery: 'instant',
        tenders: [],
        ...payload,
      },
    });
  const tender = (title: string, closingDate: string | null = '2026-12-18T12:00:00.000Z') => ({
    tenderId: randomUUID(),
    title,
    buyerName: 'Kent County Council',
    closingDate,
  });
  const notificationsOf = (user: TestUser) => call(t.app, 'GET', `/api/notification/all/${user.id}`, { token: t.token(user) });

  beforeAll(async () => {
    await sink.start();
    t = await startNotificationsApp('notif_alerts', { config: { smtpUrl: sink.url, publicUrl: 'https://app.jointly.test' } });
  });
  afterAll(async () => {
    await t?.close();
    await sink.stop();
  });

  it('an instant alert for one tender: in-app notification linking to it, and an e-mail with the tender', async () => {
    const user = aUser('provider');
    const one = tender('Home care services for adults — Lot 2');
    const event = matched(user, { tenders: [one] });
    await t.accounts.publish(registered(user, 'Grace Hopper'), event);

    const [mail] = await eventually('the alert e-mail', () => sink.to(user.email).length > 0 && sink.to(user.email));
    expect(mail.subject).toBe('1 new tender for "Domiciliary care in Kent"');
    expect(mail.text).toContain('Hello Grace Hopper,');
    expect(mail.text).toContain('Home care services for adults — Lot 2 (Kent County Council, closes 18 December 2026)');
    expect(mail.text).toContain(`https://app.jointly.test/tender/${one.tenderId}`);
    expect(mail.text).toContain('instant alerts');

    const rows = await t.db.query(`SELECT kind, title, link, data FROM notifications.notification WHERE recipient_account_id = $1`, [
      user.id,
    ]);
    expect(rows).toEqual([
      {
        kind: 'saved-search-matched',
        title: '1 new tender matches "Domiciliary care in Kent"',
        link: `/tender/${one.tenderId}`,
        data: { savedSearchId: event.payload.savedSearchId, delivery: 'instant', tenderIds: [one.tenderId] },
      },
    ]);
    const mailRow = await eventually('the mail logged as sent', async () => {
      const [row] = await t.db.query(`SELECT status, template FROM notifications.mail_message WHERE event_id = $1`, [event.id]);
      return row?.status === 'sent' && row;
    });
    expect(mailRow.template).toBe('saved-search-matches');
  });

  it('the daily digest lists every tender and links the notification to the dashboard', async () => {
    const user = aUser('provider');
    const tenders = [
      tender('Supported living — North'),
      tender('Supported living — South', null),
      tender('Respite care'),
      tender('Day services'),
    ];
    await t.accounts.publish(
      registered(user, 'Alan Turing'),
      matched(user, { delivery: 'daily', searchName: 'Supported living', tenders }),
    );

    const [mail] = await eventually('the digest e-mail', () => sink.to(user.email).length > 0 && sink.to(user.email));
    expect(mail.subject).toBe('Daily digest: 4 new tenders for "Supported living"');
    expect(mail.text).toContain('Here is your daily digest: 4 new tenders published since yesterday');
    for (const t of tenders) expect(mail.text).toContain(t.title);
    expect(mail.text).toContain('closing date not published');
    expect(mail.text).toContain('a daily digest');

    const res = await notificationsOf(user);
    expect(res.status).toBe(200);
    expect(res.body.foundNotifications).toHaveLength(1);
    expect(res.body.foundNotifications[0]).toMatchObject({
      title: '4 new tenders match "Supported living"',
      body: 'Supported living — North · Supported living — South · Respite care and 1 more',
      link: '/v3/dashboard',
    });
  });

  it('dead-letters an alert for an account not known yet, and a replay once it is known delivers it', async () => {
    const user = aUser('provider');
    const event = matched(user, { tenders: [tender('Reablement service')] });
    await t.accounts.publish(event);
    // The notifications service's own dead letters (the fake accounts module has its own DeadLetterService).
    const letters = t.app.get(DeadLetterService, { each: true, strict: false }).find((service) => service.schema === 'notifications')!;
    const [letter] = await eventually('the dead letter', async () => {
      const { items } = await letters.list({ consumer: 'AlertOnSavedSearchMatched' });
      return items.filter((l) => l.eventId === event.id).length > 0 && items.filter((l) => l.eventId === event.id);
    });
    expect(letter.error).toContain(`No recipient known yet for account ${user.id}`);
    expect(sink.to(user.email)).toHaveLength(0);

    await t.accounts.publish(registered(user, 'Katherine Johnson'));
    await eventually(
      'the recipient',
      async () => (await t.db.query(`SELECT 1 FROM notifications.recipient WHERE account_id = $1`, [user.id])).length,
    );
    await expect(letters.replay(letter.id)).resolves.toMatchObject({ status: 'applied' });
    const [mail] = await eventually('the alert after the replay', () => sink.to(user.email).length > 0 && sink.to(user.email));
    expect(mail.text).toContain('Reablement service');
    const rows = await t.db.query(`SELECT count(*)::int AS n FROM notifications.notification WHERE source_event_id = $1`, [event.id]);
    expect(rows[0].n).toBe(1);
  });

  it('a redelivered alert changes nothing (one notification, one mail)', async () => {
    const user = aUser('provider');
    const event = matched(user, { tenders: [tender('Care home beds')] });
    await t.accounts.publish(registered(user, 'Mary Jackson'), event);
    await eventually('the first mail', () => sink.to(user.email).length > 0);
    await t.app.get<EventTransport>(EVENT_TRANSPORT).publish([{ topic: topicOf(event), key: event.aggregateId, envelope: event }]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sink.to(user.email)).toHaveLength(1);
    const rows = await t.db.query(`SELECT count(*)::int AS n FROM notifications.notification WHERE recipient_account_id = $1`, [user.id]);
    expect(rows[0].n).toBe(1);
  });
});
