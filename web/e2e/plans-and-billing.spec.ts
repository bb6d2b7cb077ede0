// Plans and billing in the browser against the main e2e server: a provider on the Free plan hits the open-workspaces
// limit and reads which limit and how to raise it; the admin moves the company to the Team plan (PUT
// /admin/subscriptions/{companyId}, what the console's subscription edit sends); the same action then works. The admin
// issues an invoice and the provider downloads its PDF from /v3/dashboard/billing.
// Run from the repository root after `npm run build`:  npx playwright test -c web/playwright.config.ts plans-and-billing.spec.ts
import fs from 'node:fs';
import { E2E_ADMIN } from '../../scripts/e2e-server.mjs';
import { apiCall, codeFromMail, expect, logIn, PASSWORD, test, toast, uniqueEmail } from './fixtures';

test('a plan limit stops a third workspace until the admin raises the plan; an invoice PDF downloads', async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const admin = await apiCall('POST', '/admin/login', E2E_ADMIN);
  const email = uniqueEmail('plans');
  const signup = await apiCall('POST', '/account/register', {
    email,
    password: PASSWORD,
    name: 'Pat Plans',
    companyName: `Plan Care ${stamp}`,
  });
  const code = await codeFromMail(email, 'verification');
  const auth = await apiCall('POST', '/account/verify-and-auth', { userId: signup.account.id, otp: { id: signup.result.id, code } });
  const { companyId, plan } = await apiCall('GET', '/billing/subscription', undefined, auth.accessToken);
  expect(plan.code).toBe('free');
  const freeLimit = plan.limits.openWorkspaces as number;
  for (let n = 1; n <= freeLimit; n++) await apiCall('POST', '/workspace/create', { name: `Bid ${n} ${stamp}` }, auth.accessToken);

  // 1. The limit, in the web app.
  await page.goto('/v3/login');
  await logIn(page, email, PASSWORD);
  await page.goto('/account/manage-plan');
  await expect(page.getByRole('heading', { name: 'Current plan: Free' })).toBeVisible();
  await expect(page.getByText(`${freeLimit} of ${freeLimit} · limit reached`)).toBeVisible();
  await page.goto('/v3/dashboard/my-workspace');
  await page.getByRole('button', { name: 'New workspace' }).click();
  const dialog = page.getByRole('dialog', { name: 'New workspace' });
  await dialog.getByLabel(/^Workspace name/).fill(`One too many ${stamp}`);
  await dialog.getByRole('button', { name: 'Create workspace' }).click();
  // The toast region sits behind the open dialog (aria-hidden for the modal), so it is found by its text.
  await expect(
    page.getByText(/Free plan allows \d+ open workspaces and you have \d+\. Upgrade your plan on Account › Manage plan/),
  ).toBeVisible();

  // 2. The admin raises the plan; the same action works.
  await apiCall('PUT', `/admin/subscriptions/${companyId}`, { planCode: 'team' }, admin.accessToken);
  // The plan change reaches bids as an event: retry the same action until it passes, one request at a time, each
  // retry past the spec's 390 ms toast lockout (a success toasted within it of the last refusal would not show).
  await expect(async () => {
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/workspace/create') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Create workspace' }).click();
    const response = await answered;
    if (response.status() !== 201) {
      await page.waitForTimeout(500);
      throw new Error(`still refused: ${response.status()}`);
    }
  }).toPass({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/v3\/dashboard\/my-workspace\/[0-9a-f-]{36}$/);
  await expect(toast(page, 'Workspace created successfully!')).toBeVisible();

  // 3. An invoice, downloaded as PDF from the billing page.
  const invoice = await apiCall(
    'POST',
    '/admin/invoices',
    { companyId, periodStart: '2026-03-01', periodEnd: '2026-03-31', lines: [{ description: 'Team plan', quantity: 1, unitPence: 4900 }] },
    admin.accessToken,
  );
  await page.goto('/v3/dashboard/billing');
  const row = page.getByRole('row', { name: new RegExp(invoice.number) });
  await expect(row).toContainText('£58.80');
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download invoice ${invoice.number} as PDF` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${invoice.number}.pdf`);
  const file = await download.path();
  expect(fs.readFileSync(file!).subarray(0, 5).toString()).toBe('%PDF-');
});
