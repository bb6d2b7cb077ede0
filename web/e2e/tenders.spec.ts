// Tender screens beyond the provider journey: guest browsing on the real tenders, saved searches, and the
// notifications, announcements, events and videos screens against the real server.
import { createConfirmedProvider, expect, logIn, screenshots, serverUrl, test, toast } from './fixtures';

test('a guest searches the real tenders read-only and is asked to sign up on a tender', async ({ page }, testInfo) => {
  await page.goto('/guest');
  await expect(page.getByRole('heading', { level: 1, name: 'Browse tenders' })).toBeVisible();
  await expect(page.getByText(/Sign up to bookmark tenders, save searches/)).toBeVisible();
  await page.getByRole('region', { name: 'Filters' }).getByRole('switch', { name: 'Include closed and awarded tenders' }).click();
  const search = page.getByRole('search', { name: 'Search tenders' });
  await search.getByRole('textbox', { name: 'Keywords' }).fill('"supported living"');
  await search.getByRole('button', { name: 'Search' }).click();
  const first = page.getByRole('list', { name: 'Search results' }).getByRole('article').first();
  await expect(first.locator('mark').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Bookmark/ })).toHaveCount(0);
  await screenshots(page, testInfo, '01-guest-search');

  const title = (await first.getByRole('heading', { level: 3 }).innerText()).trim();
  await first.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/guest\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up free' })).toHaveAttribute('href', '/v3/register?type=provider');
  await expect(page.getByRole('button', { name: 'Request a Tender Writer' })).toHaveCount(0);
  await screenshots(page, testInfo, '02-guest-tender');
});

test('the closing-date filter: typed by keyboard once the first results are in, every digit is kept, and its calendar opens', async ({
  page,
}) => {
  await page.goto('/guest');
  await expect(page.getByRole('heading', { level: 1, name: 'Browse tenders' })).toBeVisible();
  const filters = page.getByRole('region', { name: 'Filters' });
  const from = filters.getByRole('group', { name: 'Closing from' });
  // The picker is fetched after the first paint and takes over from its light stand-in (next test) once loaded.
  await expect(from.getByRole('spinbutton').first()).toBeVisible({ timeout: 15_000 });
  await from.getByRole('spinbutton').first().click();
  await expect(from.getByRole('spinbutton').first()).toBeFocused();
  // At typing speed: the year passes through 0002, 0020, 0202 (whole dates the field does not pass on); the picker
  // once rebuilt its sections from the owner's value in between and wiped the entry (DateField keeps it now).
  await page.keyboard.type('01122026', { delay: 120 });
  await expect(from.getByRole('spinbutton', { name: 'Day' })).toHaveAttribute('aria-valuenow', '1');
  await expect(from.getByRole('spinbutton', { name: 'Month' })).toHaveAttribute('aria-valuenow', '12');
  await expect(from.getByRole('spinbutton', { name: 'Year' })).toHaveAttribute('aria-valuenow', '2026');

  await from.getByRole('button', { name: /^Choose date/ }).click();
  const calendar = page.getByRole('grid');
  await expect(calendar).toBeVisible();
  await expect(calendar.getByRole('columnheader').first()).toHaveAccessibleName(/monday/i);
  await page.keyboard.press('Escape');
  await expect(calendar).toHaveCount(0);
});

test('the closing-date filter keeps every digit typed while its picker is still loading, then hands the date to the picker', async ({
  page,
}) => {
  // The MUI X picker is its own chunk, fetched after the first paint: hold it back while the date is typed.
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = false;
  await page.route(/\/assets\/date-field-[^/]*\.js$/, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  await page.goto('/guest');
  const filters = page.getByRole('region', { name: 'Filters' });
  const standIn = filters.getByRole('textbox', { name: 'Closing from' });
  await standIn.click();
  await expect.poll(() => requested).toBe(true);
  await page.keyboard.type('0112');
  release();
  await page.keyboard.type('2026');
  await expect(standIn).toHaveValue('01/12/2026');
  await expect(page).toHaveURL(/closingFrom=2026-12-01/);

  // Tabbing past its calendar button leaves the field: the picker takes over with the same date, part by part.
  await page.keyboard.press('Tab');
  await expect(filters.getByRole('button', { name: 'Choose date for Closing from' })).toBeFocused();
  await page.keyboard.press('Tab');
  // The pointer left on the field by the click keeps the stand-in (whoever points at it is about to click it).
  await page.mouse.move(0, 0);
  const from = filters.getByRole('group', { name: 'Closing from' });
  await expect(from.getByRole('spinbutton', { name: 'Day' })).toHaveAttribute('aria-valuenow', '1');
  await expect(from.getByRole('spinbutton', { name: 'Month' })).toHaveAttribute('aria-valuenow', '12');
  await expect(from.getByRole('spinbutton', { name: 'Year' })).toHaveAttribute('aria-valuenow', '2026');
  await expect(page).toHaveURL(/closingFrom=2026-12-01/);
});

test('a provider saves a search with a daily alert, runs it, and reads the notifications, announcements, events and videos screens', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const { email, password } = await createConfirmedProvider(serverUrl());
  await page.goto('/v3/login');
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/v3\/dashboard$/);

  const filters = page.getByRole('region', { name: 'Filters' });
  await filters.getByRole('switch', { name: 'Include closed and awarded tenders' }).click();
  await filters.getByRole('checkbox', { name: /^Health and social work services · 85 \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/cpv=85/);
  await page.getByRole('button', { name: 'Save search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await dialog.getByRole('textbox', { name: /Name/ }).fill('Health and social care, any status');
  await dialog.getByRole('radio', { name: 'In a daily digest' }).check();
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(toast(page, 'Search saved')).toBeVisible();
  const saved = page.getByRole('region', { name: 'Saved searches' });
  await expect(saved.getByText('Health and social care, any status')).toBeVisible();
  await expect(saved.getByText(/Daily digest/)).toBeVisible();
  await screenshots(page, testInfo, '01-saved-search');

  await page.goto('/v3/dashboard');
  const run = saved.getByRole('button', { name: 'Run saved search Health and social care, any status' });
  await expect(run).toBeVisible({ timeout: 30_000 });
  await run.click();
  await expect(page).toHaveURL(/cpv=85/);
  await expect(page).toHaveURL(/includeAll=true/);

  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await nav.getByRole('link', { name: 'Notifications' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /notification/ })).toBeVisible();
  await screenshots(page, testInfo, '02-notifications');

  for (const [link, heading] of [
    ['Announcements', 'Announcements'],
    ['Events', 'Events'],
    ['Videos', 'Videos'],
  ] as const) {
    await nav.getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
    await screenshots(page, testInfo, `03-${link.toLowerCase()}`);
  }
});
