// Issue 17 §2 and §3 in Chromium against the main e2e server (first admin E2E_ADMIN):
// - the admin signs in at /admin and lands in the console, signed in there without a second login (one-time hand-off
//   code through sessionStorage, never in a URL); an /admin/… route opens its console screen; a provider sees
//   "Admins only";
// - analytics consent (spec §4): nothing is sent from a non-root path before consent, '/' is counted without it,
//   every page after Accept, nothing after opting out.
import type { Page, Request } from '@playwright/test';
import { E2E_ADMIN } from '../../scripts/e2e-server.mjs';
import { createConfirmedProvider, expect, logIn, passwordInput, screenshots, test } from './fixtures';

test('an admin signs in at /admin and lands in the console, and /admin/all-users opens the users list', async ({ page }, testInfo) => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin sign-in' })).toBeVisible();
  await page.getByLabel('Email address').fill(E2E_ADMIN.email);
  await passwordInput(page).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/console\/#\/$/);
  await expect(page.getByRole('heading', { name: 'Jointly console' })).toHaveCount(0); // not the console's sign-in form
  await expect(page.getByRole('region', { name: 'Partners' })).toBeVisible();
  await screenshots(page, testInfo, '01-console-after-admin-sign-in');
  // The hand-off code was used once and travelled in no URL.
  expect(await page.evaluate(() => window.sessionStorage.getItem('jointly.console-handoff'))).toBeNull();
  const handoff = urls.filter((url) => url.includes('console-handoff'));
  expect(handoff.map((url) => new URL(url).pathname).sort()).toEqual(['/api/admin/console-handoff', '/api/admin/console-handoff/exchange']);
  expect(urls.some((url) => /[?&#](code|token)=/.test(url))).toBe(false);

  await page.goto('/admin/all-users');
  await expect(page).toHaveURL(/\/console\/#\/users/);
  await expect(page.getByRole('columnheader', { name: /e-?mail/i }).first()).toBeVisible();
});

test('a signed-in provider gets "Admins only" on /admin/dashboard', async ({ page, baseURL }) => {
  const { email, password } = await createConfirmedProvider(baseURL!);
  await page.goto('/v3/login');
  await logIn(page, email, password);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Admins only' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

const analyticsBatches = (page: Page) => {
  const sent: Array<{ type: string; path: string; name?: string }> = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === '/api/analytics/events' && request.method() === 'POST')
      sent.push(...((request.postDataJSON() as { events: typeof sent }).events ?? []));
  });
  return sent;
};

test.describe('analytics consent', () => {
  // No stored choice: the fixture's stored "no" is removed before the app starts.
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => {
      if (!window.sessionStorage.getItem('e2e.consent-reset')) {
        window.localStorage.removeItem('jointly.analytics-consent');
        window.sessionStorage.setItem('e2e.consent-reset', '1');
      }
    });
  });

  test('no request before consent on a non-root path; after Accept every page is counted; Stop analytics stops it', async ({ page }) => {
    const sent = analyticsBatches(page);
    await page.goto('/v3/join');
    await expect(page.getByRole('heading', { level: 1, name: 'Join Jointly' })).toBeVisible();
    await page.waitForTimeout(6_000); // longer than the 5 s flush: a batch would have gone by now
    expect(sent).toEqual([]);

    await page.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => sent.map((e) => e.path), { timeout: 15_000 }).toContain('/v3/join');

    await page.getByRole('button', { name: 'Stop analytics' }).click();
    const before = sent.length;
    await page.getByRole('link', { name: 'Log in' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await page.waitForTimeout(6_000);
    expect(sent.length).toBe(before);
  });

  test("'/' is counted without consent", async ({ page }) => {
    const sent = analyticsBatches(page);
    await page.goto('/');
    await expect.poll(() => sent.map((e) => `${e.type} ${e.path}`), { timeout: 15_000 }).toContain('pageview /');
  });
});
