import { MessageEvents, type MessageDigestDue } from '@jointly/contracts';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { OutboxService } from '@jointly/common/events';
import { outboxEnvelopes, SmtpSink } from '@jointly/common/testing';
import { DigestScheduler } from '../../messages/src/digest/digest-scheduler';
import { NotificationsModule } from '../../notifications/src/notifications.module';
import { startMessagesApp, type MessagesTestApp, type TestAccount } from '../../messages/test/support/messages-test-app';

/**
 * E-mail for the absent, across two services: messages decides who has waited too long (one MessageDigestDue per
 * person per conversation burst; muted conversations, people who turned digests off and people who read are skipped)
 * and notifications sends the e-mail in its inbox transaction, here to a real SMTP server.
 */
describe('message digests: messages → MessageDigestDue → notifications → SMTP', () => {
  const sink = new SmtpSink();
  let t: MessagesTestApp;
  let digests: DigestScheduler;
  let lead: TestAccount;
  let partner: TestAccount;
  let reader: TestAccount;
  let muter: TestAccount;
  let optedOut: TestAccount;
  let conversationId: string;

  const post = (body: string) => t.request('POST', `/api/messages/conversations/${conversationId}/messages`, lead, { body });
  const age = (minutes: number) =>
    t.db.query(
      `UPDATE messages.message SET created_at = now() - make_interval(mins => $1) WHERE conversation_id = $2 AND created_at > now() - interval '1 minute'`,
      [minutes, conversationId],
    );
  /** Digest mails only (the real notifications also mails the consortium events the stand-in publishes). */
  const digestsTo = (who: TestAccount) => sink.to(who.email).filter((m) => m.subject.includes('unread message'));
  const who = (accountId: string) =>
    (Object.entries({ lead, partner, reader, muter, optedOut }).find(([, a]) => a.id === accountId) ?? [accountId])[0];
  const due = async () =>
    (await outboxEnvelopes<MessageDigestDue>(t.db, 'messages', MessageEvents.MessageDigestDue.type)).map((e) => e.payload);

  beforeAll(async () => {
    await sink.start();
    t = await startMessagesApp('messages_digest', {
      withModules: [NotificationsModule],
      config: { smtpUrl: sink.url, publicUrl: 'https://app.jointly.test', messageDigestDelayMinutes: 15 },
    });
    digests = t.app.get(DigestScheduler);
    // The suite runs the passes itself. The app's own minute timer would race them: under load the suite outlasts a
    // minute, and a timer pass whose snapshot predates a burst's ageing holds the pass lock while the test's passes
    // run, so they skip and the burst goes out a minute later (seen in CI). Stop it.
    await digests.onModuleDestroy();
    lead = await t.account('provider', { companyName: 'Amber Care Ltd', name: 'Ada Lead' });
    partner = await t.account('provider', { companyName: 'Birch Homecare', name: 'Ben Partner' });
    reader = await t.account('staff', { companyId: partner.companyId, companyName: 'Birch Homecare', name: 'Rita Reader' });
    muter = await t.account('staff', { companyId: partner.companyId, companyName: 'Birch Homecare', name: 'Mo Muter' });
    optedOut = await t.account('staff', { companyId: partner.companyId, companyName: 'Birch Homecare', name: 'Otto Optout' });
    conversationId = await t.conversationOf(await t.consortium(lead, [partner]));
    expect((await t.request('PUT', `/api/messages/conversations/${conversationId}/mute`, muter, { muted: true })).status).toBe(200);
    expect((await t.request('PUT', '/api/messages/preferences', optedOut, { emailDigests: false })).status).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await sink.stop();
  });

  it('sends nothing before the delay', async () => {
    expect((await post('Are we bidding for lot 2?')).status).toBe(201);
    await age(10);
    expect(await digests.runOnce()).toBe(0);
  });

  it('sends one e-mail per person for a burst, to those who did not read, mute or opt out', async () => {
    await post('We need the CQC ratings by Friday');
    await post('And the insurance certificates');
    await age(16);
    expect((await t.request('POST', `/api/messages/conversations/${conversationId}/read`, reader, {})).status).toBeLessThan(300);

    expect(await digests.runOnce()).toBe(1);
    expect(await digests.runOnce()).toBe(0);
    expect(await due()).toEqual([
      expect.objectContaining({
        accountId: partner.id,
        conversationId,
        conversationTitle: 'Leeds Care Alliance',
        unreadCount: 3,
        from: ['Amber Care Ltd'],
        link: `/consortium/messages?c=${conversationId}`,
      }),
    ]);
    const mail = await sink.waitForMail(partner.email, (m) => m.subject.includes('unread message'));
    expect(mail.subject).toBe('3 unread messages in Leeds Care Alliance');
    expect(mail.text).toContain(`https://app.jointly.test/consortium/messages?c=${conversationId}`);
    expect(mail.text).not.toContain('insurance certificates');
    for (const absent of [lead, reader, muter, optedOut]) expect(digestsTo(absent)).toEqual([]);
  });

  it('starts a new burst with the next unread message (the reader has not read this one)', async () => {
    await post('Reminder: deadline tomorrow');
    await age(20);
    expect(await digests.runOnce()).toBe(2);
    await sink.waitForMail(partner.email, (m) => m.subject === '1 unread message in Leeds Care Alliance');
    await sink.waitForMail(reader.email, (m) => m.subject === '1 unread message in Leeds Care Alliance');
    expect(digestsTo(partner)).toHaveLength(2);
    expect(digestsTo(muter)).toEqual([]);
  });

  it('two replicas running the pass at the same moment still send one digest per person per burst', async () => {
    // A second scheduler on its own connection pool, as another process of the messages service would run it.
    const replicaDb = new DataSource({ ...t.db.options } as DataSourceOptions);
    await replicaDb.initialize();
    try {
      // The messages outbox by name: this app also holds notifications' OutboxService, and `app.get(OutboxService)`
      // may answer that one, whose digests would land in notifications' outbox (the failure seen in CI whenever the
      // replica won the pass lock).
      const replica = new DigestScheduler(replicaDb, new OutboxService('messages'), t.config);
      const known = new Set((await due()).map((d) => d.digestId));
      expect((await post('Two replicas, one e-mail')).status).toBe(201);
      await age(20);
      const passes = await Promise.all([digests.runOnce(), replica.runOnce(), digests.runOnce(), replica.runOnce()]);
      // One digest per person for the burst, whichever pass sent it.
      const fresh = (await due()).filter((d) => !known.has(d.digestId) && d.conversationId === conversationId);
      const again = await Promise.all([digests.runOnce(), replica.runOnce()]);
      // Everything a failure needs to be understood from the log alone (it has been seen once in CI, under load).
      const seen = {
        passes,
        again,
        fresh: fresh.map((d) => [who(d.accountId), d.unreadCount]),
        readStates: (
          (await t.db.query('SELECT account_id, last_read_seq, digested_seq, muted FROM messages.read_state WHERE conversation_id = $1', [
            conversationId,
          ])) as Array<Record<string, unknown>>
        ).map((r) => ({ ...r, account_id: who(r.account_id as string) })),
        messages: await t.db.query(
          `SELECT seq, author_account_id = $2 AS by_lead, round(extract(epoch FROM now() - created_at) / 60) AS age_min
             FROM messages.message WHERE conversation_id = $1 ORDER BY seq`,
          [conversationId, lead.id],
        ),
      };
      const digestsFor = fresh.map((d) => who(d.accountId)).sort();
      if (digestsFor.join() !== 'partner,reader' || again.join() !== '0,0')
        throw new Error(`digests for [${digestsFor.join()}], passes after [${again.join()}]: ${JSON.stringify(seen)}`);
      expect(digestsFor).toEqual(['partner', 'reader']);
    } finally {
      await replicaDb.destroy();
    }
  });
});
