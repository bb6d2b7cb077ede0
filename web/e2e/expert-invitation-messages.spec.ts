// Messages from an expert invitation: a provider finds an expert for an open (demo) tender and invites them to bid in
// the expert finder; the expert accepts on their invitations screen and opens the invitation's conversation; then the
// two talk, each in their own browser context (provider on /consortium/messages, expert on
// /v3/expert-dashboard/message), and each sees the other's message appear live, without a reload.
// Run from the repository root after `npm run build`:
//   npx playwright test -c web/playwright.config.ts expert-invitation-messages.spec.ts
import type { Page } from '@playwright/test';
import {
  apiCall,
  createConfirmedExpert,
  createConfirmedProvider,
  expect,
  PASSWORD,
  serverUrl,
  signedInContext,
  test,
  toast,
  uniqueEmail,
} from './fixtures';

const api = apiCall;

/**
 * A browser context already signed in with what POST /account/login answered, stored as the web app stores it (the
 * login screen has its own journeys; here it would only add two slow password hashes on a loaded machine).
 */
test('a provider and the expert it invited exchange messages live in the invitation’s conversation', async ({ browser }) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const provider = await createConfirmedProvider(serverUrl(), uniqueEmail('msg-provider'));
  const expertEmail = uniqueEmail('msg-expert');
  await createConfirmedExpert(expertEmail, `Erin Expert ${stamp}`);
  const providerLogin = await api('POST', '/account/login', { email: provider.email, password: provider.password });
  const expertLogin = await api('POST', '/account/login', { email: expertEmail, password: PASSWORD });

  // An open demo tender with CPV codes, and the expert's listing in its sector (its own screen has a journey; the
  // eligibility service learns of experts from events: retry until it knows this one).
  const search = await api('GET', '/tenders/filter-search?page=1&limit=50', undefined, providerLogin.accessToken);
  const tender = search.foundTenders.find((item: { cpvCodes: unknown[] }) => item.cpvCodes.length > 0);
  expect(tender, 'an open demo tender with CPV codes').toBeTruthy();
  const tenderTitle: string = tender.title;
  const division: string = tender.cpvCodes[0].division ?? String(tender.cpvCodes[0].code).slice(0, 2);
  const headline = `Safeguarding bid writer ${stamp}`;
  await expect(async () => {
    await api(
      'POST',
      '/expert-criteria/create',
      { headline, expertise: ['bid writing'], sectors: [division], regions: ['UK-wide'], yearsExperience: 12, dayRate: 600 },
      expertLogin.accessToken,
    );
  }).toPass({ timeout: 30_000 });

  const providerPage = await (await signedInContext(browser, providerLogin)).newPage();
  const expertPage = await (await signedInContext(browser, expertLogin)).newPage();

  // 1. The provider finds the expert for that tender and invites them to bid.
  await providerPage.goto(`/v3/dashboard/expert-finder?tender=${encodeURIComponent(tender.id)}`);
  const card = providerPage.getByRole('list', { name: 'Recommended experts' }).getByRole('article', { name: headline });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await card.getByRole('button', { name: `Invite ${headline} to bid` }).click();
  const dialog = providerPage.getByRole('dialog', { name: `Invite ${headline} to bid` });
  await expect(dialog.getByRole('combobox', { name: /Tender/ })).toHaveText(tenderTitle);
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Could you lead our safeguarding section?');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(providerPage, 'Invitation sent successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The messages service opens the invitation's conversation from the bids events: wait until both sides are in it.
  const conversationTitle = `Expert invitation: ${tenderTitle}`;
  for (const login of [providerLogin, expertLogin]) {
    await expect
      .poll(
        async () =>
          ((await api('GET', '/messages/conversations', undefined, login.accessToken)).conversations ?? []).some(
            (c: { title: string }) => c.title === conversationTitle,
          ),
        { message: 'the invitation conversation', timeout: 60_000 },
      )
      .toBe(true);
  }

  // 2. The expert accepts the invitation and opens its conversation from the answered invitation.
  await expertPage.goto('/v3/expert-dashboard/my-projects/invitations');
  const invitation = expertPage
    .getByRole('list', { name: 'Invitations waiting for your answer' })
    .getByRole('listitem', { name: tenderTitle });
  await expect(invitation).toContainText('Could you lead our safeguarding section?');
  await invitation.getByRole('button', { name: `Accept the invitation for ${tenderTitle}` }).click();
  await expect(toast(expertPage, 'Invitation accepted')).toBeVisible();
  const answered = expertPage.getByRole('list', { name: 'Answered invitations' }).getByRole('listitem', { name: tenderTitle });
  await answered.getByRole('link', { name: 'Messages' }).click();
  await expect(expertPage).toHaveURL(/\/v3\/expert-dashboard\/message\?subject=[0-9a-f-]{36}$/);
  const expertPane = expertPage.getByRole('region', { name: `Conversation: ${conversationTitle}` });
  await expect(expertPane.getByText('No messages yet — say hello to your partners')).toBeVisible();

  // 3. The provider opens the same conversation on its messages screen.
  await providerPage.goto('/consortium/messages');
  await providerPage.getByRole('list', { name: 'Conversations' }).getByRole('button').filter({ hasText: conversationTitle }).click();
  const providerPane = providerPage.getByRole('region', { name: `Conversation: ${conversationTitle}` });
  await expect(providerPane.getByText('No messages yet — say hello to your partners')).toBeVisible();

  // 4. The provider writes; the expert's open conversation shows it without a reload.
  const providerLog = providerPane.getByRole('log', { name: 'Messages' });
  const expertLog = expertPane.getByRole('log', { name: 'Messages' });
  const hello = `Welcome aboard — the method statement is due Friday (${stamp}).`;
  await providerPane.getByRole('textbox', { name: 'Message' }).fill(hello);
  await providerPane.getByRole('button', { name: 'Send' }).click();
  await expect(providerLog.getByText(hello)).toBeVisible();
  await expect(expertLog.getByText(hello)).toBeVisible();

  // 5. The expert answers; the provider's open conversation shows it without a reload.
  const reply = `Happy to help — a first draft by Wednesday (${stamp}).`;
  await expertPane.getByRole('textbox', { name: 'Message' }).fill(reply);
  await expertPane.getByRole('button', { name: 'Send' }).click();
  await expect(expertLog.getByText(reply)).toBeVisible();
  await expect(providerLog.getByText(reply)).toBeVisible();
  // Both read while the conversation is open: the server counts nothing unread for either, and no badge shows.
  for (const [login, page] of [
    [providerLogin, providerPage],
    [expertLogin, expertPage],
  ] as Array<[Record<string, any>, Page]>) {
    await expect
      .poll(async () => (await api('GET', '/messages/unread', undefined, login.accessToken)).total, { message: 'unread messages' })
      .toBe(0);
    await expect(page.getByLabel(/unread messages$/)).toHaveCount(0);
  }
});
