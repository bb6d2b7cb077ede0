// Messages: two providers of one consortium, each in their own browser context on /consortium/messages, talk over the
// live channel of the all-in-one server: a message posted in one tab appears in the other without a reload, and the
// other's unread badge changes live before it opens the conversation. Run from the repository root after
// `npm run build`:  npx playwright test -c web/playwright.config.ts consortium-messages.spec.ts
import { E2E_ADMIN } from '../../scripts/e2e-server.mjs';
import { apiCall, approvedPartner, expect, PASSWORD, signedInContext, test } from './fixtures';

const api = apiCall;

test('two providers of one consortium exchange messages live, and the unread badge follows', async ({ browser }) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const admin = await api('POST', '/admin/login', E2E_ADMIN);
  const lead = await approvedPartner(`Lead Homecare ${stamp} Ltd`, admin.accessToken);
  const member = await approvedPartner(`Member Nursing ${stamp} Ltd`, admin.accessToken);
  const leadLogin = await api('POST', '/account/login', { email: lead.email, password: PASSWORD });
  const memberLogin = await api('POST', '/account/login', { email: member.email, password: PASSWORD });
  const name = `Leeds Messages Consortium ${stamp}`;

  // The consortium, through the API (its screens have their own journey). The services learn of approved partners
  // from events: retry until they are known.
  let consortiumId = '';
  await expect(async () => {
    consortiumId = (await api('POST', '/consortium/create', { name }, leadLogin.accessToken)).consortium.id;
  }).toPass({ timeout: 30_000 });
  let requestId = '';
  await expect(async () => {
    const invite = await api(
      'POST',
      '/consortium-request/send-invite',
      { consortium: consortiumId, account: member.accountId },
      leadLogin.accessToken,
    );
    requestId = invite.consortiumRequest.id;
  }).toPass({ timeout: 30_000 });
  await api('PATCH', `/consortium-request/update/${requestId}`, { status: 'Approve' }, memberLogin.accessToken);

  const leadPage = await (await signedInContext(browser, leadLogin)).newPage();
  const memberPage = await (await signedInContext(browser, memberLogin)).newPage();
  const conversationIn = (page: typeof leadPage) =>
    page.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: new RegExp(name) });

  // The messages service opens the conversation from the consortium events: wait until both companies are in it.
  for (const login of [leadLogin, memberLogin]) {
    await expect
      .poll(
        async () =>
          ((await api('GET', '/messages/conversations', undefined, login.accessToken)).conversations ?? []).some(
            (c: { subjectId?: string; title: string }) => c.title.includes(name),
          ),
        { message: 'the consortium conversation', timeout: 60_000 },
      )
      .toBe(true);
  }
  // The lead opens the messages screen; the member is elsewhere (its consortium dashboard).
  await leadPage.goto('/consortium/messages');
  await expect(conversationIn(leadPage)).toBeVisible({ timeout: 30_000 });
  await memberPage.goto('/consortium/dashboard');
  await expect(memberPage.getByRole('heading', { name: 'Consortiums', level: 1 })).toBeVisible({ timeout: 30_000 });
  await conversationIn(leadPage).click();
  const leadLog = leadPage.getByRole('log', { name: 'Messages' });
  await expect(leadPage.getByText('No messages yet — say hello to your partners')).toBeVisible();

  // The lead writes; the member, on another screen, sees the unread badge beside "Messages" turn to 1 without reloading.
  await leadPage.getByRole('textbox', { name: 'Message' }).fill(`Hello from ${lead.company}`);
  await leadPage.getByRole('button', { name: 'Send' }).click();
  await expect(leadLog.getByText(`Hello from ${lead.company}`)).toBeVisible();
  // (The badge's root is a zero-size span around its floating count: its label and count are what change.)
  await expect(memberPage.getByLabel('1 unread messages')).toHaveText('1');

  // The member goes to its messages (the newest conversation opens), reads the message, and answers; the lead's open
  // conversation shows the answer live, and the member's badge is cleared.
  await memberPage.getByRole('link', { name: /^Messages/ }).click();
  await expect(conversationIn(memberPage)).toBeVisible();
  const memberLog = memberPage.getByRole('log', { name: 'Messages' });
  await expect(memberLog.getByText(`Hello from ${lead.company}`)).toBeVisible();
  await expect(memberPage.getByLabel('1 unread messages')).toHaveCount(0);
  await memberPage.getByRole('textbox', { name: 'Message' }).fill('Glad to work with you — **Tuesday** works for us.');
  await memberPage.getByRole('button', { name: 'Send' }).click();
  await expect(memberLog.getByText(/Tuesday/)).toBeVisible();
  await expect(leadLog.getByText(/works for us/)).toBeVisible();
  // Markdown is rendered as text formatting, never as HTML from the sender.
  await expect(leadLog.locator('strong', { hasText: 'Tuesday' })).toBeVisible();
  // Read while open: no unread count for the lead.
  await expect(leadPage.getByLabel('1 unread messages')).toHaveCount(0);
});
