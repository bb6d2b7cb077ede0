import { randomUUID } from 'node:crypto';
import {
  AccountEvents,
  ConsortiumEvents,
  type ConsortiumInviteSent,
  type ConsortiumRequestAnswered,
  type EventEnvelope,
} from '@jointly/contracts';
import { createEvent, DeadLetterService, EVENT_TRANSPORT, topicOf, type EventTransport } from '@jointly/common/events';
import { call, SmtpSink } from '@jointly/common/testing';
import { aUser, eventually, startNotificationsApp, type NotificationsTestApp, type TestUser } from './support/notifications-test-app';

/**
 * Consortium invitations and answers (published by consortiums) reach people: ConsortiumInviteSent → the invited
 * account and its company's inbox, ConsortiumRequestAnswered → the inviter; each in-app and by e-mail.
 */
describe('consortium invitations and answers (ConsortiumInviteSent, ConsortiumRequestAnswered)', () => {
  const sink = new SmtpSink();
  let t: NotificationsTestApp;
  let letters: DeadLetterService;

  /** A partner company with one account (the one that invites or is invited) and a colleague. */
  interface Company {
    id: string;
    name: string;
    account: TestUser;
    colleague: TestUser;
  }
  const aCompany = (name: string): Company => {
    const id = randomUUID();
    return { id, name, account: aUser('provider', id), colleague: aUser('staff', id) };
  };
  const registered = (user: TestUser, name: string, companyName: string | null) =>
    createEvent(AccountEvents.AccountRegistered, {
      aggregateId: user.id,
      payload: { accountId: user.id, email: user.email, accountType: user.role, companyName, name, companyId: user.companyId ?? null },
    });
  const registeredCompany = (company: Company, name: string) => [
    registered(company.account, name, company.name),
    registered(company.colleague, `${name}'s colleague`, company.name),
  ];

  const consortium = (): Pick<ConsortiumInviteSent, 'consortiumId' | 'consortiumName' | 'requestId'> => ({
    consortiumId: randomUUID(),
    consortiumName: 'North <Kent> Care Alliance',
    requestId: randomUUID(),
  });
  const inviteSent = (from: Company, to: Company, c = consortium()): EventEnvelope<ConsortiumInviteSent> =>
    createEvent(ConsortiumEvents.ConsortiumInviteSent, {
      aggregateId: c.requestId,
      actorId: from.account.id,
      payload: {
        ...c,
        fromAccountId: from.account.id,
        fromCompanyId: from.id,
        fromCompanyName: from.name,
        toAccountId: to.account.id,
        toCompanyId: to.id,
        toCompanyName: to.name,
      },
    });
  const answered = (
    invite: EventEnvelope<ConsortiumInviteSent>,
    to: Company,
    status: ConsortiumRequestAnswered['status'],
  ): EventEnvelope<ConsortiumRequestAnswered> =>
    createEvent(ConsortiumEvents.ConsortiumRequestAnswered, {
      aggregateId: invite.payload.requestId,
      actorId: to.account.id,
      payload: {
        requestId: invite.payload.requestId,
        consortiumId: invite.payload.consortiumId,
        consortiumName: invite.payload.consortiumName,
        accountId: to.account.id,
        companyId: to.id,
        companyName: to.name,
        fromAccountId: invite.payload.fromAccountId,
        status,
      },
    });

  const allOf = (user: TestUser, as: TestUser = user) => call(t.app, 'GET', `/api/notification/all/${user.id}`, { token: t.token(as) });
  const unreadOf = (company: Company, as: TestUser) => call(t.app, 'GET', `/api/notification/unread/${company.id}`, { token: t.token(as) });
  const mailsTo = (user: TestUser, count = 1) =>
    eventually(`${count} mail(s) to ${user.email}`, () => sink.to(user.email).length >= count && sink.to(user.email));
  const countBySource = async (eventId: string) =>
    (await t.db.query(`SELECT count(*)::int AS n FROM notifications.notification WHERE source_event_id = $1`, [eventId]))[0].n as number;
  const redeliver = (event: EventEnvelope) =>
    t.app.get<EventTransport>(EVENT_TRANSPORT).publish([{ topic: topicOf(event), key: event.aggregateId, envelope: event }]);
  const deadLetterOf = (consumer: string, event: EventEnvelope) =>
    eventually(`the dead letter of ${consumer}`, async () => {
      const { items } = await letters.list({ consumer });
      return items.find((l) => l.eventId === event.id);
    });

  beforeAll(async () => {
    await sink.start();
    t = await startNotificationsApp('notif_consortium', { config: { smtpUrl: sink.url, publicUrl: 'https://app.jointly.test' } });
    // The notifications service's own dead letters (the fake accounts module has its own DeadLetterService).
    letters = t.app.get(DeadLetterService, { each: true, strict: false }).find((service) => service.schema === 'notifications')!;
  });
  afterAll(async () => {
    await t?.close();
    await sink.stop();
  });

  it('an invitation reaches the invited account by e-mail and in-app, and shows in its company inbox', async () => {
    const acme = aCompany('A & B <Ltd>');
    const kent = aCompany('Kent Homes');
    const invite = inviteSent(acme, kent);
    await t.accounts.publish(...registeredCompany(acme, 'Ada Lovelace'), ...registeredCompany(kent, 'Grace Hopper'), invite);

    const [mail] = await mailsTo(kent.account);
    expect(mail.subject).toBe('A & B <Ltd> invites Kent Homes to join the consortium North <Kent> Care Alliance');
    expect(mail.text).toContain('Hello Grace Hopper,');
    expect(mail.text).toContain('https://app.jointly.test/consortium/dashboard');
    expect(mail.html).toContain('A &amp; B &lt;Ltd&gt; invites Kent Homes to join the consortium North &lt;Kent&gt; Care Alliance');
    expect(sink.to(kent.colleague.email)).toHaveLength(0);
    expect(sink.to(acme.account.email)).toHaveLength(0);

    const all = await allOf(kent.account);
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(1);
    const [notification] = all.body.foundNotifications;
    expect(notification).toMatchObject({
      recipientAccountId: kent.account.id,
      companyId: kent.id,
      kind: 'consortium-request',
      title: 'Consortium request: North <Kent> Care Alliance',
      body: 'A & B <Ltd> invites Kent Homes to join the consortium "North <Kent> Care Alliance". Open it to accept or decline.',
      link: '/consortium/dashboard',
      data: {
        consortiumId: invite.payload.consortiumId,
        consortiumName: invite.payload.consortiumName,
        requestId: invite.payload.requestId,
      },
      actorAccountId: acme.account.id,
      read: false,
    });

    // The invited company's shared inbox: every member sees it; the inviting company does not.
    for (const member of [kent.account, kent.colleague]) {
      const unread = await unreadOf(kent, member);
      expect(unread.status).toBe(200);
      expect(unread.body.unreadCount).toBe(1);
      expect(unread.body.foundNotifications[0]).toMatchObject({ id: notification.id, kind: 'consortium-request' });
    }
    expect((await unreadOf(acme, acme.account)).body.unreadCount).toBe(0);
    expect((await unreadOf(kent, acme.account)).status).toBe(403);

    const row = await eventually('the mail logged as sent', async () => {
      const [found] = await t.db.query(`SELECT status, template FROM notifications.mail_message WHERE event_id = $1`, [invite.id]);
      return found?.status === 'sent' && found;
    });
    expect(row.template).toBe('consortium-invitation');
  });

  it('an acceptance and a refusal reach the inviter by e-mail and in-app, linking to the consortium', async () => {
    const acme = aCompany('Acme Care');
    const kent = aCompany('Kent & Medway <Homes>');
    const surrey = aCompany('Surrey Support');
    const inviteKent = inviteSent(acme, kent);
    const inviteSurrey = inviteSent(acme, surrey, { ...consortium(), consortiumId: inviteKent.payload.consortiumId });
    const accepted = answered(inviteKent, kent, 'Approve');
    const declined = answered(inviteSurrey, surrey, 'Rejected');
    await t.accounts.publish(
      ...registeredCompany(acme, 'Ada Lovelace'),
      ...registeredCompany(kent, 'Grace Hopper'),
      ...registeredCompany(surrey, 'Alan Turing'),
      inviteKent,
      inviteSurrey,
      accepted,
      declined,
    );

    const mails = await mailsTo(acme.account, 2);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Kent & Medway <Homes> accepted your invitation to join North <Kent> Care Alliance',
      'Surrey Support declined your invitation to join North <Kent> Care Alliance',
    ]);
    const acceptance = mails.find((m) => m.subject.includes('accepted'))!;
    expect(acceptance.text).toContain('Hello Ada Lovelace,');
    expect(acceptance.text).toContain(`https://app.jointly.test/consortium/${inviteKent.payload.consortiumId}`);
    expect(acceptance.html).toContain('Kent &amp; Medway &lt;Homes&gt; accepted your invitation');
    await mailsTo(kent.account);
    await mailsTo(surrey.account);

    const all = await allOf(acme.account);
    expect(all.status).toBe(200);
    const answers = all.body.foundNotifications.filter((n: { kind: string }) => n.kind === 'consortium-request-answered');
    expect(answers).toHaveLength(2);
    expect(answers.find((n: { title: string }) => n.title.includes('accepted'))).toMatchObject({
      recipientAccountId: acme.account.id,
      companyId: acme.id,
      title: 'Kent & Medway <Homes> accepted your invitation',
      body: 'Kent & Medway <Homes> joined the consortium "North <Kent> Care Alliance".',
      link: `/consortium/${inviteKent.payload.consortiumId}`,
      data: expect.objectContaining({ requestId: inviteKent.payload.requestId, status: 'Approve', companyId: kent.id }),
      actorAccountId: kent.account.id,
    });
    expect(answers.find((n: { title: string }) => n.title.includes('declined'))).toMatchObject({
      title: 'Surrey Support declined your invitation',
      link: `/consortium/${inviteSurrey.payload.consortiumId}`,
      data: expect.objectContaining({ status: 'Rejected' }),
    });

    // Filed under the inviter's company (from the recipients model), so the colleague's badge counts them too.
    const unread = await unreadOf(acme, acme.colleague);
    expect(unread.status).toBe(200);
    expect(unread.body.unreadCount).toBe(2);
    // Someone else cannot read the inviter's notifications.
    expect((await allOf(acme.account, kent.account)).status).toBe(403);
  });

  it('a redelivered invitation or answer changes nothing (one notification, one mail each)', async () => {
    const acme = aCompany('Acme Care');
    const kent = aCompany('Kent Homes');
    const invite = inviteSent(acme, kent);
    const answer = answered(invite, kent, 'Approve');
    await t.accounts.publish(...registeredCompany(acme, 'Ada Lovelace'), ...registeredCompany(kent, 'Grace Hopper'), invite, answer);
    await mailsTo(kent.account);
    await mailsTo(acme.account);

    await redeliver(invite);
    await redeliver(answer);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sink.to(kent.account.email)).toHaveLength(1);
    expect(sink.to(acme.account.email)).toHaveLength(1);
    expect(await countBySource(invite.id)).toBe(1);
    expect(await countBySource(answer.id)).toBe(1);
    const mails = await t.db.query(`SELECT count(*)::int AS n FROM notifications.mail_message WHERE event_id = ANY($1::text[])`, [
      [invite.id, answer.id],
    ]);
    expect(mails[0].n).toBe(2);
  });

  it("an expression of interest reaches the lead in-app; the lead's answer reaches the interested account in-app", async () => {
    const acme = aCompany('Acme Care'); // leads the consortium
    const kent = aCompany('Kent Homes'); // asks to join
    const c = consortium();
    const interest = createEvent(ConsortiumEvents.ConsortiumInterestExpressed, {
      aggregateId: c.requestId,
      actorId: kent.account.id,
      payload: {
        ...c,
        fromAccountId: kent.account.id,
        fromCompanyId: kent.id,
        fromCompanyName: kent.name,
        toAccountId: acme.account.id,
        toCompanyId: acme.id,
        toCompanyName: acme.name,
        message: 'We cover Medway.',
      },
    });
    const approved = createEvent(ConsortiumEvents.ConsortiumRequestAnswered, {
      aggregateId: c.requestId,
      actorId: acme.account.id,
      payload: {
        requestId: c.requestId,
        consortiumId: c.consortiumId,
        consortiumName: c.consortiumName,
        accountId: acme.account.id,
        companyId: kent.id,
        companyName: kent.name,
        fromAccountId: kent.account.id,
        status: 'Approve' as const,
        direction: 'interest' as const,
      },
    });
    await t.accounts.publish(...registeredCompany(acme, 'Ada Lovelace'), ...registeredCompany(kent, 'Grace Hopper'), interest, approved);

    const toLead = await eventually('the lead told of the interest', async () => {
      const all = await allOf(acme.account);
      return all.body.foundNotifications.find((n: { kind: string }) => n.kind === 'consortium-interest');
    });
    expect(toLead).toMatchObject({
      recipientAccountId: acme.account.id,
      companyId: acme.id,
      title: 'Interest in North <Kent> Care Alliance',
      body: 'Kent Homes would like to join the consortium "North <Kent> Care Alliance".\n\nWe cover Medway.',
      data: expect.objectContaining({ requestId: c.requestId, companyId: kent.id }),
      actorAccountId: kent.account.id,
    });
    const toKeen = await eventually('the interested account told of the answer', async () => {
      const all = await allOf(kent.account);
      return all.body.foundNotifications.find((n: { kind: string }) => n.kind === 'consortium-request-answered');
    });
    expect(toKeen).toMatchObject({
      recipientAccountId: kent.account.id,
      title: 'Your request to join North <Kent> Care Alliance was accepted',
      body: 'Kent Homes is now a member of the consortium "North <Kent> Care Alliance".',
      link: `/consortium/${c.consortiumId}`,
    });
    // In-app only: no invitation-worded mail for either event (the notification and a mail share one transaction).
    const mails = await t.db.query(`SELECT count(*)::int AS n FROM notifications.mail_message WHERE event_id = ANY($1::text[])`, [
      [interest.id, approved.id],
    ]);
    expect(mails[0].n).toBe(0);
  });

  it('dead-letters events for accounts not known yet, and a replay once they are known delivers them', async () => {
    const acme = aCompany('Acme Care');
    const kent = aCompany('Kent Homes');
    const invite = inviteSent(acme, kent);
    const answer = answered(invite, kent, 'Rejected');
    await t.accounts.publish(invite, answer);

    const [inviteLetter, answerLetter] = await Promise.all([
      deadLetterOf('NotifyInviteeOnConsortiumInviteSent', invite),
      deadLetterOf('NotifyInviterOnConsortiumRequestAnswered', answer),
    ]);
    expect(inviteLetter.error).toContain(`No recipient known yet for account ${kent.account.id}`);
    expect(answerLetter.error).toContain(`No recipient known yet for account ${acme.account.id}`);
    expect(await countBySource(invite.id)).toBe(0);
    expect(await countBySource(answer.id)).toBe(0);
    expect(sink.to(kent.account.email)).toHaveLength(0);
    expect(sink.to(acme.account.email)).toHaveLength(0);

    await t.accounts.publish(...registeredCompany(acme, 'Ada Lovelace'), ...registeredCompany(kent, 'Grace Hopper'));
    await eventually('the recipients', async () => {
      const rows = await t.db.query(`SELECT 1 FROM notifications.recipient WHERE account_id = ANY($1::uuid[])`, [
        [acme.account.id, kent.account.id],
      ]);
      return rows.length === 2;
    });
    await expect(letters.replay(inviteLetter.id)).resolves.toMatchObject({ status: 'applied' });
    await expect(letters.replay(answerLetter.id)).resolves.toMatchObject({ status: 'applied' });

    const [invitation] = await mailsTo(kent.account);
    expect(invitation.subject).toBe('Acme Care invites Kent Homes to join the consortium North <Kent> Care Alliance');
    const [refusal] = await mailsTo(acme.account);
    expect(refusal.subject).toBe('Kent Homes declined your invitation to join North <Kent> Care Alliance');
    expect(await countBySource(invite.id)).toBe(1);
    expect(await countBySource(answer.id)).toBe(1);
    expect((await unreadOf(kent, kent.colleague)).body.unreadCount).toBe(1);
  });
});
