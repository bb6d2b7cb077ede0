import { randomUUID } from 'node:crypto';
import {
  AccountEvents,
  BidEvents,
  EligibilityEvents,
  type EligibilityCalculated,
  type EventEnvelope,
  type ExpertInvitationAnswered,
  type ExpertInvited,
  type TenderRatingsCrossed,
} from '@jointly/contracts';
import { createEvent, DeadLetterService, EVENT_TRANSPORT, topicOf, type EventTransport } from '@jointly/common/events';
import { call, SmtpSink } from '@jointly/common/testing';
import { aUser, eventually, startNotificationsApp, type NotificationsTestApp, type TestUser } from './support/notifications-test-app';

/**
 * High-eligibility tenders (EligibilityCalculated, from eligibility) and expert invitations and answers
 * (ExpertInvited, ExpertInvitationAnswered, from bids) reach people in-app and by e-mail; eligibility e-mails are
 * capped at 5 per address in 24 hours.
 */
describe('eligibility matches and expert invitations (EligibilityCalculated, ExpertInvited, ExpertInvitationAnswered)', () => {
  const sink = new SmtpSink();
  let t: NotificationsTestApp;
  let letters: DeadLetterService;

  const registered = (user: TestUser, name: string, companyName: string | null) =>
    createEvent(AccountEvents.AccountRegistered, {
      aggregateId: user.id,
      payload: { accountId: user.id, email: user.email, accountType: user.role, companyName, name, companyId: user.companyId ?? null },
    });
  const aProvider = () => aUser('provider', randomUUID());
  const anExpert = () => aUser('expert');

  const calculated = (provider: TestUser, extra: Partial<EligibilityCalculated> = {}): EventEnvelope<EligibilityCalculated> =>
    createEvent(EligibilityEvents.EligibilityCalculated, {
      aggregateId: provider.id,
      payload: {
        accountId: provider.id,
        tenderId: randomUUID(),
        rating: 92,
        previousRating: 71,
        band: '100To90',
        tenderTitle: 'Home care for A & B <Kent>',
        ...extra,
      },
    });
  /** One tender's crossings (a tender recalculation), one per provider: rating 92 from 71 unless given. */
  const crossed = (
    providers: Array<TestUser | { user: TestUser; rating: number; previousRating?: number | null }>,
    extra: Partial<TenderRatingsCrossed> = {},
  ): EventEnvelope<TenderRatingsCrossed> => {
    const tenderId = extra.tenderId ?? randomUUID();
    return createEvent(EligibilityEvents.TenderRatingsCrossed, {
      aggregateId: tenderId,
      payload: {
        tenderId,
        tenderTitle: 'Home care for A & B <Kent>',
        crossings: providers.map((p) => {
          const { user, rating, previousRating } = 'user' in p ? p : { user: p, rating: 92, previousRating: 71 };
          return { accountId: user.id, rating, previousRating: previousRating ?? null, band: rating >= 90 ? '100To90' : '89To80' };
        }),
        part: 1,
        parts: 1,
        ...extra,
      },
    });
  };
  const invited = (provider: TestUser, expert: TestUser, extra: Partial<ExpertInvited> = {}): EventEnvelope<ExpertInvited> => {
    const bidId = randomUUID();
    return createEvent(BidEvents.ExpertInvited, {
      aggregateId: bidId,
      actorId: provider.id,
      payload: {
        bidId,
        tenderId: randomUUID(),
        tenderTitle: 'Supported living <Surrey>',
        expertAccountId: expert.id,
        invitedBy: provider.id,
        inviterCompanyId: provider.companyId ?? null,
        inviterCompanyName: 'A & B <Ltd>',
        message: 'We need your <CQC> know-how.\nCall us.',
        ...extra,
      },
    });
  };
  const answered = (
    invitation: EventEnvelope<ExpertInvited>,
    accepted: boolean,
    extra: Partial<ExpertInvitationAnswered> = {},
  ): EventEnvelope<ExpertInvitationAnswered> =>
    createEvent(BidEvents.ExpertInvitationAnswered, {
      aggregateId: invitation.payload.bidId,
      actorId: invitation.payload.expertAccountId,
      payload: {
        bidId: invitation.payload.bidId,
        tenderId: invitation.payload.tenderId,
        tenderTitle: invitation.payload.tenderTitle,
        expertAccountId: invitation.payload.expertAccountId,
        expertName: 'Grace <Consulting>',
        invitedBy: invitation.payload.invitedBy,
        accepted,
        ...extra,
      },
    });

  const allOf = async (user: TestUser) => {
    const res = await call(t.app, 'GET', `/api/notification/all/${user.id}?limit=100`, { token: t.token(user) });
    expect(res.status).toBe(200);
    return res.body as { count: number; foundNotifications: Array<Record<string, unknown>> };
  };
  const mailsTo = (user: TestUser, count = 1) =>
    eventually(`${count} mail(s) to ${user.email}`, () => sink.to(user.email).length >= count && sink.to(user.email));
  const notificationsOf = (user: TestUser, count: number) =>
    eventually(`${count} notification(s) of ${user.email}`, async () => {
      const rows = await t.db.query(`SELECT count(*)::int AS n FROM notifications.notification WHERE recipient_account_id = $1`, [user.id]);
      return rows[0].n >= count;
    });
  const queuedMails = async (user: TestUser, template: string) =>
    (
      await t.db.query(`SELECT count(*)::int AS n FROM notifications.mail_message WHERE "to" = $1 AND template = $2`, [
        user.email,
        template,
      ])
    )[0].n as number;
  const countBySource = async (eventId: string) =>
    (await t.db.query(`SELECT count(*)::int AS n FROM notifications.notification WHERE source_event_id = $1`, [eventId]))[0].n as number;
  const redeliver = (event: EventEnvelope) =>
    t.app.get<EventTransport>(EVENT_TRANSPORT).publish([{ topic: topicOf(event), key: event.aggregateId, envelope: event }]);
  const deadLetterOf = (consumer: string, event: EventEnvelope) =>
    eventually(`the dead letter of ${consumer}`, async () => {
      const { items } = await letters.list({ consumer });
      return items.find((l) => l.eventId === event.id);
    });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

  beforeAll(async () => {
    await sink.start();
    t = await startNotificationsApp('notif_eligibility_bids', { config: { smtpUrl: sink.url, publicUrl: 'https://app.jointly.test' } });
    letters = t.app.get(DeadLetterService, { each: true, strict: false }).find((service) => service.schema === 'notifications')!;
  });
  afterAll(async () => {
    await t?.close();
    await sink.stop();
  });

  it('a high-eligibility tender reaches the provider in-app and by e-mail, with rating, band and a link to the tender', async () => {
    const provider = aProvider();
    const event = calculated(provider);
    await t.accounts.publish(registered(provider, 'Ada Lovelace', 'Acme Care'), event);

    const [mail] = await mailsTo(provider);
    expect(mail.subject).toBe('92% match: Home care for A & B <Kent>');
    expect(mail.text).toContain('Hello Ada Lovelace,');
    expect(mail.text).toContain('92% eligible for the tender Home care for A & B <Kent>, in the 90–100% band');
    expect(mail.text).toContain(`https://app.jointly.test/tender/${event.payload.tenderId}`);
    expect(mail.html).toContain('Home care for A &amp; B &lt;Kent&gt;');
    expect(mail.html).not.toContain('<Kent>');

    const all = await allOf(provider);
    expect(all.count).toBe(1);
    expect(all.foundNotifications[0]).toMatchObject({
      recipientAccountId: provider.id,
      companyId: provider.companyId,
      kind: 'eligibility-match',
      title: 'A tender fits your company: Home care for A & B <Kent>',
      body: 'Your company is rated 92% eligible for "Home care for A & B <Kent>" (band 90–100%). Open it to see the breakdown and any gaps.',
      link: `/tender/${event.payload.tenderId}`,
      data: { tenderId: event.payload.tenderId, rating: 92, previousRating: 71, band: '100To90' },
      actorAccountId: null,
      read: false,
    });
  });

  it('an event without a title or band still names the match ("a new tender", band from the rating)', async () => {
    const provider = aProvider();
    await t.accounts.publish(
      registered(provider, 'Ada', 'Acme Care'),
      calculated(provider, { rating: 84, band: undefined, tenderTitle: undefined }),
    );
    const [mail] = await mailsTo(provider);
    expect(mail.subject).toBe('84% match: a new tender');
    const [notification] = (await allOf(provider)).foundNotifications;
    expect(notification.title).toBe('A tender fits your company: a new tender');
    expect(notification.body).toContain('rated 84% eligible for a new tender (band 80–89%)');
  });

  it('sends at most 5 eligibility e-mails to an address in 24 hours, and every match in-app', async () => {
    const provider = aProvider();
    const events = Array.from({ length: 7 }, (_, i) => calculated(provider, { rating: 90 + i, tenderTitle: `Tender ${i + 1}` }));
    await t.accounts.publish(registered(provider, 'Ada', 'Acme Care'), ...events);

    await notificationsOf(provider, 7);
    expect(await queuedMails(provider, 'eligibility-match')).toBe(5);
    const mails = await mailsTo(provider, 5);
    await settle();
    expect(sink.to(provider.email)).toHaveLength(5);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      '90% match: Tender 1',
      '91% match: Tender 2',
      '92% match: Tender 3',
      '93% match: Tender 4',
      '94% match: Tender 5',
    ]);
    const all = await allOf(provider);
    expect(all.count).toBe(7);
    expect(all.foundNotifications.every((n) => n.kind === 'eligibility-match')).toBe(true);

    // Another address has a cap of its own.
    const colleague = aProvider();
    await t.accounts.publish(registered(colleague, 'Grace', 'Kent Homes'), calculated(colleague));
    await mailsTo(colleague);

    // A day later the window has room again.
    await t.db.query(
      `UPDATE notifications.mail_message SET created_at = created_at - interval '25 hours' WHERE "to" = $1 AND template = 'eligibility-match'`,
      [provider.email],
    );
    await t.accounts.publish(calculated(provider, { rating: 97, tenderTitle: 'Tender 8' }));
    const later = await mailsTo(provider, 6);
    expect(later.map((m) => m.subject)).toContain('97% match: Tender 8');
    expect((await allOf(provider)).count).toBe(8);
  });

  it('a batch of matches for several providers (one re-rating) gives one notification per event and keeps every cap', async () => {
    const providers = [aProvider(), aProvider(), aProvider()];
    // Interleaved as one re-rating announces tenders: one event per provider per tender, seven tenders, one delivery.
    const events = Array.from({ length: 7 }, (_, i) =>
      providers.map((provider) => calculated(provider, { rating: 90 + i, tenderTitle: `Batch tender ${i + 1}` })),
    ).flat();
    await t.accounts.publish(...providers.map((p, i) => registered(p, `Batch ${i}`, `Batch Care ${i}`)));
    await eventually('the recipients', async () => {
      const rows = await t.db.query(`SELECT 1 FROM notifications.recipient WHERE account_id = ANY($1::uuid[])`, [
        providers.map((p) => p.id),
      ]);
      return rows.length === providers.length;
    });
    await t.accounts.publish(...events);

    for (const provider of providers) await notificationsOf(provider, 7);
    for (const event of events) expect(await countBySource(event.id)).toBe(1);
    for (const provider of providers) {
      expect(await queuedMails(provider, 'eligibility-match')).toBe(5);
      const mails = await mailsTo(provider, 5);
      expect(mails.map((m) => m.subject).sort()).toEqual([1, 2, 3, 4, 5].map((n) => `${89 + n}% match: Batch tender ${n}`));
    }
    await settle();
    for (const provider of providers) expect(sink.to(provider.email)).toHaveLength(5);
    // Each notification's event reached the outbox once, beside it.
    const created = await t.db.query(
      `SELECT count(*)::int AS n FROM notifications.outbox_message
        WHERE type = 'notifications.notification.created' AND envelope->'payload'->>'recipientAccountId' = ANY($1::text[])`,
      [providers.map((p) => p.id)],
    );
    expect(created[0].n).toBe(21);
  });

  describe('a tender’s crossings in one event (TenderRatingsCrossed)', () => {
    it('alerts each provider in-app and by e-mail exactly as an EligibilityCalculated of that account would', async () => {
      const [ada, grace, single] = [aProvider(), aProvider(), aProvider()];
      const event = crossed([ada, { user: grace, rating: 84, previousRating: null }]);
      const alone = calculated(single, { tenderId: event.payload.tenderId });
      await t.accounts.publish(
        registered(ada, 'Ada Lovelace', 'Acme Care'),
        registered(grace, 'Grace', 'Kent Homes'),
        registered(single, 'Ada Lovelace', 'Acme Care'),
        event,
        alone,
      );
      const [adaMail] = await mailsTo(ada);
      const [graceMail] = await mailsTo(grace);
      const [singleMail] = await mailsTo(single);
      expect(adaMail.subject).toBe('92% match: Home care for A & B <Kent>');
      expect(graceMail.subject).toBe('84% match: Home care for A & B <Kent>');
      expect(graceMail.text).toContain('in the 80–89% band');
      // Same words as the per-account event (the recipient's address aside).
      const strip = (text: string, user: TestUser) => text.split(user.email).join('<to>');
      expect(strip(adaMail.text, ada)).toBe(strip(singleMail.text, single));
      expect(strip(adaMail.html, ada)).toBe(strip(singleMail.html, single));

      const [fromEvent] = (await allOf(ada)).foundNotifications;
      const [fromSingle] = (await allOf(single)).foundNotifications;
      const shape = ({ title, body, link, data, kind, actorAccountId, read }: Record<string, unknown>) => ({
        title,
        body,
        link,
        data,
        kind,
        actorAccountId,
        read,
      });
      expect(shape(fromEvent)).toEqual(shape(fromSingle));
      expect(fromEvent).toMatchObject({ recipientAccountId: ada.id, companyId: ada.companyId });
      expect((await allOf(grace)).foundNotifications[0]).toMatchObject({
        recipientAccountId: grace.id,
        companyId: grace.companyId,
        data: { tenderId: event.payload.tenderId, rating: 84, previousRating: null, band: '89To80' },
      });
      expect(await countBySource(event.id)).toBe(2);
      // One e-mail per crossing, keyed by the event and the account.
      const keys = await t.db.query(`SELECT event_id FROM notifications.mail_message WHERE event_id LIKE $1 ORDER BY event_id`, [
        `${event.id}:%`,
      ]);
      expect(keys.map((k: { event_id: string }) => k.event_id)).toEqual([`${event.id}:${ada.id}`, `${event.id}:${grace.id}`].sort());
    });

    it('counts towards the same 5 e-mails a day as EligibilityCalculated, every match in-app', async () => {
      const provider = aProvider();
      const singles = Array.from({ length: 3 }, (_, i) => calculated(provider, { rating: 90 + i, tenderTitle: `Single ${i + 1}` }));
      const tenders = Array.from({ length: 4 }, (_, i) =>
        crossed([{ user: provider, rating: 95 + i }], { tenderTitle: `Tender ${i + 1}` }),
      );
      await t.accounts.publish(registered(provider, 'Ada', 'Acme Care'), ...singles, ...tenders);
      await notificationsOf(provider, 7);
      expect(await queuedMails(provider, 'eligibility-match')).toBe(5);
      await mailsTo(provider, 5);
      await settle();
      expect(sink.to(provider.email)).toHaveLength(5);
      expect((await allOf(provider)).count).toBe(7);
    });

    it('a redelivered event changes nothing', async () => {
      const [ada, grace] = [aProvider(), aProvider()];
      const event = crossed([ada, grace]);
      await t.accounts.publish(registered(ada, 'Ada', 'Acme Care'), registered(grace, 'Grace', 'Kent Homes'), event);
      await mailsTo(ada);
      await mailsTo(grace);
      await redeliver(event);
      await redeliver(event);
      await settle();
      expect(sink.to(ada.email)).toHaveLength(1);
      expect(sink.to(grace.email)).toHaveLength(1);
      expect(await countBySource(event.id)).toBe(2);
    });

    it('dead-letters the event while an account is not known, writing nothing; a replay once known delivers every crossing', async () => {
      const [known, unknown] = [aProvider(), aProvider()];
      const event = crossed([known, unknown]);
      await t.accounts.publish(registered(known, 'Ada', 'Acme Care'), event);
      const letter = await deadLetterOf('NotifyProvidersOnTenderRatingsCrossed', event);
      expect(letter.error).toContain(`No recipient known yet for account ${unknown.id}`);
      expect(await countBySource(event.id)).toBe(0);
      expect(sink.to(known.email)).toHaveLength(0);

      await t.accounts.publish(registered(unknown, 'Grace', 'Kent Homes'));
      await eventually('the recipient', async () => {
        const rows = await t.db.query(`SELECT 1 FROM notifications.recipient WHERE account_id = $1`, [unknown.id]);
        return rows.length === 1;
      });
      await expect(letters.replay(letter.id)).resolves.toMatchObject({ status: 'applied' });
      await mailsTo(known);
      await mailsTo(unknown);
      expect(await countBySource(event.id)).toBe(2);
    });
  });

  it('an expert invitation reaches the expert in-app and by e-mail, quoting the message', async () => {
    const provider = aProvider();
    const expert = anExpert();
    const invitation = invited(provider, expert);
    await t.accounts.publish(registered(provider, 'Ada Lovelace', 'A & B <Ltd>'), registered(expert, 'Grace Hopper', null), invitation);

    const [mail] = await mailsTo(expert);
    expect(mail.subject).toBe('A & B <Ltd> invites you to help bid for Supported living <Surrey>');
    expect(mail.text).toContain('Hello Grace Hopper,');
    expect(mail.text).toContain('A & B <Ltd> wrote:');
    // SMTP carries CRLF line ends.
    expect(mail.text.replace(/\r\n/g, '\n')).toContain('> We need your <CQC> know-how.\n> Call us.');
    expect(mail.text).toContain('https://app.jointly.test/v3/expert-dashboard/my-projects/invitations');
    expect(mail.html).toContain('A &amp; B &lt;Ltd&gt; invites you to help bid for Supported living &lt;Surrey&gt;');
    expect(mail.html).toContain('We need your &lt;CQC&gt; know-how.<br>Call us.');
    expect(sink.to(provider.email)).toHaveLength(0);

    const all = await allOf(expert);
    expect(all.count).toBe(1);
    expect(all.foundNotifications[0]).toMatchObject({
      recipientAccountId: expert.id,
      companyId: null,
      kind: 'expert-invitation',
      title: 'A & B <Ltd> invites you to help bid for Supported living <Surrey>',
      body: '"We need your <CQC> know-how.\nCall us."\n\nOpen your invitations to accept or decline.',
      link: '/v3/expert-dashboard/my-projects/invitations',
      data: expect.objectContaining({ bidId: invitation.payload.bidId, tenderId: invitation.payload.tenderId, invitedBy: provider.id }),
      actorAccountId: provider.id,
    });
  });

  it("an expert's acceptance and refusal reach the inviter in-app and by e-mail, linking to the expert finder", async () => {
    const provider = aProvider();
    const grace = anExpert();
    const alan = anExpert();
    const toGrace = invited(provider, grace);
    const toAlan = invited(provider, alan, { inviterCompanyName: null, message: null, tenderTitle: 'Respite care' });
    const accepted = answered(toGrace, true);
    // No expert name in the event: the recipients read model names the expert.
    const declined = answered(toAlan, false, { expertName: null });
    await t.accounts.publish(
      registered(provider, 'Ada Lovelace', 'Acme Care'),
      registered(grace, 'Grace Hopper', null),
      registered(alan, 'Alan Turing', null),
      toGrace,
      toAlan,
      accepted,
      declined,
    );

    const mails = await mailsTo(provider, 2);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Alan Turing declined your invitation for Respite care',
      'Grace <Consulting> accepted your invitation for Supported living <Surrey>',
    ]);
    const acceptance = mails.find((m) => m.subject.includes('accepted'))!;
    expect(acceptance.text).toContain('Hello Ada Lovelace,');
    expect(acceptance.text).toContain('https://app.jointly.test/v3/dashboard/expert-finder');
    expect(acceptance.html).toContain('Grace &lt;Consulting&gt; accepted your invitation');
    // Without the company's name in the event, the inviter's company from the recipients read model invites.
    const [alansMail] = await mailsTo(alan);
    expect(alansMail.subject).toBe('Acme Care invites you to help bid for Respite care');
    expect(alansMail.text).not.toContain('wrote:');

    const answers = (await allOf(provider)).foundNotifications.filter((n) => n.kind === 'expert-invitation-answered');
    expect(answers).toHaveLength(2);
    expect(answers.find((n) => String(n.title).includes('accepted'))).toMatchObject({
      recipientAccountId: provider.id,
      companyId: provider.companyId,
      title: 'Grace <Consulting> accepted your invitation for Supported living <Surrey>',
      body: 'Grace <Consulting> will help you bid for Supported living <Surrey>.',
      link: '/v3/dashboard/expert-finder',
      data: expect.objectContaining({ bidId: toGrace.payload.bidId, expertAccountId: grace.id, accepted: true }),
      actorAccountId: grace.id,
    });
    expect(answers.find((n) => String(n.title).includes('declined'))).toMatchObject({
      title: 'Alan Turing declined your invitation for Respite care',
      data: expect.objectContaining({ expertName: 'Alan Turing', accepted: false }),
    });
  });

  it('a redelivered event changes nothing (one notification, one mail each)', async () => {
    const provider = aProvider();
    const expert = anExpert();
    const match = calculated(provider);
    const invitation = invited(provider, expert);
    const answer = answered(invitation, true);
    await t.accounts.publish(registered(provider, 'Ada', 'Acme Care'), registered(expert, 'Grace', null), match, invitation, answer);
    await mailsTo(provider, 2);
    await mailsTo(expert);

    for (const event of [match, invitation, answer]) await redeliver(event);
    await settle();
    expect(sink.to(provider.email)).toHaveLength(2);
    expect(sink.to(expert.email)).toHaveLength(1);
    for (const event of [match, invitation, answer]) expect(await countBySource(event.id)).toBe(1);
    const mails = await t.db.query(`SELECT count(*)::int AS n FROM notifications.mail_message WHERE event_id = ANY($1::text[])`, [
      [match.id, invitation.id, answer.id],
    ]);
    expect(mails[0].n).toBe(3);
  });

  it('dead-letters events for accounts not known yet, and a replay once they are known delivers them', async () => {
    const provider = aProvider();
    const expert = anExpert();
    const match = calculated(provider);
    const invitation = invited(provider, expert);
    const answer = answered(invitation, false);
    await t.accounts.publish(match, invitation, answer);

    const [matchLetter, invitationLetter, answerLetter] = await Promise.all([
      deadLetterOf('NotifyProviderOnEligibilityCalculated', match),
      deadLetterOf('NotifyExpertOnExpertInvited', invitation),
      deadLetterOf('NotifyInviterOnExpertInvitationAnswered', answer),
    ]);
    expect(matchLetter.error).toContain(`No recipient known yet for account ${provider.id}`);
    expect(invitationLetter.error).toContain(`No recipient known yet for account ${expert.id}`);
    expect(answerLetter.error).toContain(`No recipient known yet for account ${provider.id}`);
    for (const event of [match, invitation, answer]) expect(await countBySource(event.id)).toBe(0);
    expect(sink.to(provider.email)).toHaveLength(0);
    expect(sink.to(expert.email)).toHaveLength(0);

    await t.accounts.publish(registered(provider, 'Ada', 'Acme Care'), registered(expert, 'Grace', null));
    await eventually('the recipients', async () => {
      const rows = await t.db.query(`SELECT 1 FROM notifications.recipient WHERE account_id = ANY($1::uuid[])`, [[provider.id, expert.id]]);
      return rows.length === 2;
    });
    for (const letter of [matchLetter, invitationLetter, answerLetter])
      await expect(letters.replay(letter.id)).resolves.toMatchObject({ status: 'applied' });

    const mails = await mailsTo(provider, 2);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      '92% match: Home care for A & B <Kent>',
      'Grace <Consulting> declined your invitation for Supported living <Surrey>',
    ]);
    await mailsTo(expert);
    for (const event of [match, invitation, answer]) expect(await countBySource(event.id)).toBe(1);
  });
});
