// Journey e: an access token that expires while the app is open is refreshed without bothering the user.
// Runs against the second server globalSetup starts, whose access tokens live 3 s (ACCESS_TOKEN_TTL=3).
import { createConfirmedProvider, expect, logIn, serverUrl, test, toast } from './fixtures';

test('an expired access token is refreshed silently and the user stays signed in', async ({ page }) => {
  const base = serverUrl('short-ttl');
  const { email, password } = await createConfirmedProvider(base);

  const refreshes: number[] = [];
  const expiredSessions: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/')) return;
    if (url.pathname === '/api/account/refresh-token') refreshes.push(response.status());
    if (response.status() === 456 || response.status() === 401) expiredSessions.push(`${response.status()} ${url.pathname}`);
  });

  await page.goto(`${base}/v3/login`);
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/v3\/dashboard$/);

  // Let the 3-second access token expire, then open a screen that needs the API.
  await page.waitForTimeout(4_000);
  await page.goto(`${base}/account`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your details' }).getByText(email)).toBeVisible();

  expect(refreshes.length, 'the app refreshed the tokens').toBeGreaterThan(0);
  expect(
    refreshes.every((status) => status >= 200 && status < 300),
    `refresh answers: ${refreshes.join(', ')}`,
  ).toBe(true);
  expect(expiredSessions).toEqual([]);

  // A failed refresh would log out 1 s later: the user is still here, signed in, with no expiry message.
  await page.waitForTimeout(1_500);
  await expect(page).toHaveURL(/\/account$/);
  await expect(toast(page, 'Session has expired, please login again!')).toHaveCount(0);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu').getByText(`Signed in as ${email}`)).toBeVisible();
});
