// The consortium journey: two approved partner companies; the lead creates a consortium in the web app, finds the
// other company in the matching dialog and invites it; the other company accepts on its consortium dashboard; the
// lead's consortium page shows both members; the lead starts a bid on a real (demo) tender and /consortium/bids
// lists it. Runs against the main e2e server (real OCDS demo tenders, first admin E2E_ADMIN).
// Run from the repository root after `npm run build`:  npx playwright test -c web/playwright.config.ts consortiums.spec.ts
import { E2E_ADMIN } from '../../scripts/e2e-server.mjs';
import { apiCall, approvedPartner, expect, logIn, logOut, PASSWORD, screenshots, test, toast } from './fixtures';

const api = apiCall;

test('two partner companies form a consortium and start a bid together', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const admin = await api('POST', '/admin/login', E2E_ADMIN);
  const lead = await approvedPartner(`Lead Homecare ${stamp} Ltd`, admin.accessToken);
  const member = await approvedPartner(`Member Nursing ${stamp} Ltd`, admin.accessToken);
  const name = `Leeds Care Consortium ${stamp}`;

  // 1. The lead signs in and creates the consortium. The consortiums service learns of approved partners from events,
  //    so a first attempt may still be refused (403 on the form): try again until it is accepted.
  await page.goto('/v3/login');
  await logIn(page, lead.email, PASSWORD);
  await page.goto('/consortium/dashboard');
  await expect(page.getByRole('heading', { name: 'Consortiums', level: 1 })).toBeVisible();
  await expect(page.getByText(/^You are not in a consortium yet\./)).toBeVisible();
  const form = page.getByRole('form', { name: 'Create a consortium' });
  await form.getByLabel(/^Consortium name/).fill(name);
  await form.getByLabel(/^Description/).fill('Home care and reablement across Leeds.');
  const yours = page.getByRole('list', { name: 'Your consortiums' });
  await expect(async () => {
    await form.getByRole('button', { name: 'Create consortium' }).click();
    await expect(yours.getByRole('link', { name })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(yours.getByText(`Led by ${lead.company}`)).toBeVisible();
  await expect(yours.getByText('1 member', { exact: true })).toBeVisible();
  await screenshots(page, testInfo, 'consortium-dashboard-lead');

  // 2. Find partners: the matching dialog lists the other approved company; send it a request.
  await page.getByRole('button', { name: 'Find partners' }).click();
  const dialog = page.getByRole('dialog', { name: 'Consortium partners' });
  await expect(dialog.getByRole('combobox', { name: 'Consortium' })).toHaveText(name);
  await expect(dialog.getByRole('button', { name: `Send Request to ${member.company}` })).toBeVisible();
  await screenshots(page, testInfo, 'consortium-matching-dialog');
  await dialog.getByRole('button', { name: `Send Request to ${member.company}` }).click();
  await expect(toast(page, 'Request sent successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await logOut(page);

  // 3. The other company sees the invitation on its dashboard and accepts it.
  await logIn(page, member.email, PASSWORD);
  await page.goto('/consortium/dashboard');
  const invitations = page.getByRole('list', { name: 'Invitations received' });
  await expect(invitations.getByText(name)).toBeVisible();
  await expect(invitations.getByText(new RegExp(`Invited by ${lead.company}`))).toBeVisible();
  await screenshots(page, testInfo, 'consortium-invitation');
  await invitations.getByRole('button', { name: `Accept the invitation to ${name}` }).click();
  await expect(toast(page, 'Request updated successfully')).toBeVisible();
  await expect(yours.getByRole('link', { name })).toBeVisible();
  await expect(page.getByText('No invitations are waiting for your answer.')).toBeVisible();
  await logOut(page);

  // 4. The lead's consortium page shows both members, and the invitation as accepted.
  await logIn(page, lead.email, PASSWORD);
  await page.goto('/consortium/dashboard');
  await yours.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const members = page.getByRole('list', { name: 'Members' });
  await expect(members.getByRole('listitem')).toHaveCount(2);
  await expect(members.getByRole('listitem').filter({ hasText: lead.company })).toContainText('Lead');
  await expect(members.getByRole('listitem').filter({ hasText: member.company })).toContainText('Member');
  await expect(
    page.getByRole('list', { name: 'Invitations sent' }).getByRole('listitem').filter({ hasText: member.company }),
  ).toContainText('Accepted');

  // 5. Start a bid on a real tender found by search (the demo notices are mostly closed: include them).
  await page.getByRole('button', { name: 'Start a bid' }).click();
  const startBid = page.getByRole('dialog', { name: 'Start a bid' });
  await startBid.getByLabel('Keywords').fill('care');
  await startBid.getByRole('checkbox', { name: 'Include closed and awarded tenders' }).check();
  await startBid.getByRole('button', { name: 'Search' }).click();
  const choice = startBid
    .locator('label')
    .filter({ has: page.getByRole('radio') })
    .first();
  await expect(choice).toBeVisible({ timeout: 20_000 });
  const tenderTitle = ((await choice.locator('p').first().textContent()) ?? '').trim();
  expect(tenderTitle).not.toBe('');
  await choice.click();
  await startBid.getByLabel('Notes').fill('Lot 2 only; Member Nursing writes the quality section.');
  await screenshots(page, testInfo, 'consortium-start-bid');
  await startBid.getByRole('button', { name: 'Start bid' }).click();
  await expect(toast(page, 'Consortium bid created successfully!')).toBeVisible();
  await expect(startBid).toBeHidden();
  const bids = page.getByRole('table', { name: `Bids of ${name}` });
  await expect(bids.getByRole('link', { name: tenderTitle })).toBeVisible();
  await screenshots(page, testInfo, 'consortium-page');

  // 6. /consortium/bids lists it with the consortium, and the tender link opens the tender's page.
  await page.getByRole('link', { name: 'Consortium bids' }).first().click();
  await expect(page).toHaveURL(/\/consortium\/bids$/);
  const all = page.getByRole('table', { name: 'Consortium bids' });
  const row = all.getByRole('row').filter({ hasText: tenderTitle });
  await expect(row.getByRole('link', { name })).toBeVisible();
  await screenshots(page, testInfo, 'consortium-bids');
  await row.getByRole('link', { name: tenderTitle }).click();
  await expect(page).toHaveURL(/\/tender\//);
  await expect(page.getByRole('heading', { name: tenderTitle, level: 1 })).toBeVisible({ timeout: 20_000 });
});
