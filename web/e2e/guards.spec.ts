// Journeys d and f: the route guards of spec §2, and the 404 page.
import { createConfirmedProvider, expect, logIn, screenshots, test } from './fixtures';

test('a guest on the dashboard is sent to login and returns there; a signed-in user skips the login page', async ({
  page,
  baseURL,
}, testInfo) => {
  const { email, password } = await createConfirmedProvider(baseURL!);

  await page.goto('/v3/dashboard');
  await expect(page).toHaveURL(/\/v3\/login\?next=%2Fv3%2Fdashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page.getByText('Please log in to continue to that page.')).toBeVisible();

  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/v3\/dashboard$/);

  await page.goto('/v3/login');
  await expect(page).toHaveURL(/\/v3\/dashboard$/);

  // The other main screens a provider reaches, for the screenshots.
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your details' }).getByText(email)).toBeVisible();
  await screenshots(page, testInfo, '01-account');
  await page.goto('/v3/dashboard/my-team');
  await expect(page.getByRole('heading', { level: 1, name: 'My team' })).toBeVisible();
  await screenshots(page, testInfo, '02-my-team');
});

test('an unknown address shows Page Not Found', async ({ page }, testInfo) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('/no/such/page')).toBeVisible();
  await screenshots(page, testInfo, '01-not-found');
});
