import { randomUUID } from 'node:crypto';
import { AccountEvents, BidEvents } from '@jointly/contracts';
import { createEvent } from '@jointly/common/events';
import { call, SmtpSink } from '@jointly/common/testing';
import { aUser, eventually, startNotificationsApp, type NotificationsTestApp, type TestUser } from './support/notifications-test-app';

/** Section assignments and comment mentions in bid workspaces (from bids) reach people in-app and by e-mail. */
describe('workspace teamwork notifications (WorkspaceSectionAssigned, WorkspaceCommentMentioned)', () => {
  const sink = new SmtpSink();
  let t: NotificationsTestApp;

  const registered = (user: TestUser, name: string) =>
    createEvent(AccountEvents.AccountRegistered, {
      aggregateId: user.id,
      payload: {
        accountId: user.id,
        email: user.email,
        accountType: user.role,
        companyName: null,
        name,
        companyId: user.companyId ?? null,
      },
    });
  const allOf = async (user: TestUser) =>
    (await call(t.app, 'GET', `/api/notification/all/${user.id}?limit=100`, { token: t.token(user) })).body as {
      count: number;
      foundNotifications: Array<Record<string, unknown>>;
    };
  const mailsTo = (user: TestUser) => eventually(`a mail to ${user.email}`, () => sink.to(user.email).length >= 1 && sink.to(user.email));

  beforeAll(async () => {
    await sink.start();
    t = await startNotificationsApp('notif_workspace_teamwork', { config: { smtpUrl: sink.url, publicUrl: 'https://app.jointly.test' } });
  });
  afterAll(async () => {
    await t?.close();
    await sink.stop();
  });

  it('an assignment reaches the assignee in-app and by e-mail, with the due date and a link to the workspace', async () => {
    const lead = aUser('provider', randomUUID());
    const writer = aUser('provider', lead.companyId);
    const workspaceId = randomUUID();
    const assigned = createEvent(BidEvents.WorkspaceSectionAssigned, {
      aggregateId: workspaceId,
      actorId: lead.id,
      payload: {
        workspaceId,
        workspaceName: 'Leeds bid',
        sectionId: randomUUID(),
        sectionTitle: 'Method statement',
        assigneeAccountId: writer.id,
        dueDate: '2027-03-01',
        assignedBy: lead.id,
        assignedByName: 'Ann Amber',
        tenderTitle: 'Home care, Leeds',
      },
    });
    await t.accounts.publish(registered(lead, 'Ann Amber'), registered(writer, 'Will Writer'), assigned);
    const [mail] = await mailsTo(writer);
    expect(mail.subject).toBe('Ann Amber assigned you "Method statement" in Leeds bid');
    expect(mail.text).toContain(`https://app.jointly.test/v3/dashboard/my-workspace/${workspaceId}`);
    const all = await eventually('the notification', async () => ((await allOf(writer)).count === 1 ? allOf(writer) : false));
    expect(all.foundNotifications[0]).toMatchObject({
      kind: 'workspace-section-assigned',
      title: 'Ann Amber assigned you "Method statement" in Leeds bid',
      body: 'Due 1 March 2027. For the bid on Home care, Leeds.',
      link: `/v3/dashboard/my-workspace/${workspaceId}`,
      actorAccountId: lead.id,
    });
  });

  it('a mention reaches each person mentioned once, in-app and by e-mail', async () => {
    const author = aUser('provider', randomUUID());
    const colleague = aUser('provider', author.companyId);
    const expert = aUser('expert');
    const workspaceId = randomUUID();
    const mentioned = createEvent(BidEvents.WorkspaceCommentMentioned, {
      aggregateId: workspaceId,
      actorId: author.id,
      payload: {
        workspaceId,
        workspaceName: 'Leeds bid',
        sectionId: randomUUID(),
        sectionTitle: 'Pricing',
        commentId: randomUUID(),
        mentionedAccountIds: [colleague.id, expert.id],
        authorAccountId: author.id,
        authorName: 'Ann Amber',
        excerpt: 'Please check the day rate.',
      },
    });
    await t.accounts.publish(registered(author, 'Ann Amber'), registered(colleague, 'Carl'), registered(expert, 'Eve'), mentioned);
    const [toColleague] = await mailsTo(colleague);
    const [toExpert] = await mailsTo(expert);
    expect(toColleague.subject).toBe('Ann Amber mentioned you on "Pricing" in Leeds bid');
    expect(toExpert.text).toContain(`https://app.jointly.test/v3/dashboard/my-workspace/${workspaceId}`);
    expect(toColleague.text).toContain('> Please check the day rate.');
    for (const who of [colleague, expert]) {
      const all = await eventually('the notification', async () => ((await allOf(who)).count === 1 ? allOf(who) : false));
      expect(all.foundNotifications[0]).toMatchObject({ kind: 'workspace-comment-mention', body: 'Please check the day rate.' });
    }
    expect(sink.to(author.email)).toHaveLength(0);
  });
});
