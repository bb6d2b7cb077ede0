// Journeys a and b: sign-up → code from the e-mail → the profile screen of spec §2 → log out → log in; the provider then
// searches the real tenders (the OCDS notices the e2e server imports), filters by value and category, opens one,
// bookmarks it, finds it in the bookmarks, requests a Tender Writer and lands on /v3/dashboard.
import { codeFromMail, expect, logIn, logOut, PASSWORD, passwordInput, screenshots, test, toast, uniqueEmail } from './fixtures';

test('a provider signs up, confirms the e-mailed code, saves the company profile, logs out and back in', async ({ page }, testInfo) => {
  // The longest journey (sign-up to Tender Writer, 9 screens shot at two sizes) on a shared machine.
  test.setTimeout(180_000);
  const email = uniqueEmail('provider');

  await page.goto('/v3/register?type=provider');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your Provider account' })).toBeVisible();
  await screenshots(page, testInfo, '01-register');
  const signUp = page.getByRole('form', { name: 'Sign up' });
  await expect(signUp.getByRole('radio', { name: /^Provider/ })).toBeChecked();
  await signUp.getByLabel(/^Your full name/).fill('Pat Provider');
  await signUp.getByLabel(/^Company name/).fill('Joint Ventures Ltd');
  await signUp.getByLabel(/^Email address/).fill(email);
  await passwordInput(page).fill(PASSWORD);
  await signUp.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/v3\/confirmEmail$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await screenshots(page, testInfo, '02-confirm-email');
  const code = await codeFromMail(email, 'verification');
  const confirm = page.getByRole('form', { name: 'Confirm your email' });
  await confirm.getByLabel(/^Confirmation code/).fill(code);
  await confirm.getByRole('button', { name: 'Confirm email' }).click();

  // Spec §2: after a provider's e-mail verification, the company profile.
  await expect(page).toHaveURL(/\/v3\/user\/update-profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your company profile' })).toBeVisible();
  const profile = page.getByRole('form', { name: 'Company profile' });
  await expect(profile.getByLabel(/^Company name/)).toHaveValue('Joint Ventures Ltd');
  await profile.getByLabel('Company registration number').fill('12345678');
  await profile.getByLabel('What your company does').fill('Facilities management and cleaning for public buildings.');
  await profile.getByLabel('Phone').fill('+44 20 7946 0000');
  await profile.getByLabel('Website').fill('https://joint-ventures.example.com');
  await profile.getByLabel('Postcode').fill('SW1A 1AA');
  await profile.getByLabel('Employees').fill('25');
  await profile.getByRole('button', { name: 'Save company profile' }).click();
  await expect(toast(page, 'Provider profile updated successfully!')).toBeVisible();
  await screenshots(page, testInfo, '03-company-profile');

  // The saved values come back from the server after a reload.
  await page.reload();
  await expect(page.getByRole('form', { name: 'Company profile' }).getByLabel('Postcode')).toHaveValue('SW1A 1AA');

  await logOut(page);
  await screenshots(page, testInfo, '04-login');

  await logIn(page, email, PASSWORD);
  // Spec §2: a provider whose old-user flag is false goes to /v3/dashboard.
  await expect(page).toHaveURL(/\/v3\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^\d+ tenders?$/ })).toBeVisible();
  await screenshots(page, testInfo, '05-dashboard');

  // Search the real tenders: keywords, every status, then category and value.
  const search = page.getByRole('search', { name: 'Search tenders' });
  await search.getByRole('textbox', { name: 'Keywords' }).fill('care');
  await search.getByRole('button', { name: 'Search' }).click();
  const filters = page.getByRole('region', { name: 'Filters' });
  await filters.getByRole('switch', { name: 'Include closed and awarded tenders' }).click();
  await expect(page).toHaveURL(/includeAll=true/);
  await filters.getByRole('checkbox', { name: /^Health and social work services · 85 \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/cpv=85/);
  await filters.getByRole('textbox', { name: 'Minimum (£)' }).fill('100000');
  await filters.getByRole('textbox', { name: 'Maximum (£)' }).fill('20,000,000');
  await filters.getByRole('textbox', { name: 'Maximum (£)' }).press('Enter');
  await expect(page).toHaveURL(/min=100000/);
  await expect(page).toHaveURL(/max=20000000/);
  const results = page.getByRole('list', { name: 'Search results' });
  const firstResult = results.getByRole('article').first();
  // Every result's value (the first fact of its card) lies in the range, in pounds. The previous page stays on screen
  // (dimmed) until the new one arrives, hence the poll.
  const values = async () =>
    (await results.locator('article dl > div:first-child > dd').allInnerTexts()).map((text) =>
      Number(/^£([\d,]+)$/.exec(text.trim())?.[1].replace(/,/g, '')),
    );
  await expect
    .poll(async () => {
      const found = await values();
      return found.length > 0 && found.every((value) => value >= 100_000 && value <= 20_000_000);
    })
    .toBe(true);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await screenshots(page, testInfo, '06-search-filtered');

  // Open one.
  const title = (await firstResult.getByRole('heading', { level: 3 }).innerText()).trim();
  await firstResult.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/tender\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Key facts' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Categories (CPV)' })).toContainText('85');
  await screenshots(page, testInfo, '07-tender');

  // Bookmark it.
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Bookmark', exact: true }).click();
  await expect(main.getByRole('button', { name: 'Bookmarked' })).toHaveAttribute('aria-pressed', 'true');
  await expect(toast(page, 'Tender bookmarked')).toBeVisible();

  // Find it in the bookmarks, with the calendar link.
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Bookmarks' }).click();
  await expect(page).toHaveURL(/\/v3\/dashboard\/bookmarks$/);
  await expect(page.getByRole('heading', { level: 2, name: '1 bookmarked tender' })).toBeVisible();
  const bookmarked = page.getByRole('list', { name: 'Bookmarked tenders' }).getByRole('link', { name: title });
  await expect(bookmarked).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Calendar address (iCal)' })).toHaveValue(/\/api\/tender\/calendar\/[\w-]+\.ics$/);
  await screenshots(page, testInfo, '08-bookmarks');

  // Request a Tender Writer from the tender; Continue lands on /v3/dashboard.
  await bookmarked.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await main.getByRole('button', { name: 'Request a Tender Writer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tender Writer request received' });
  await expect(dialog).toContainText(email);
  await screenshots(page, testInfo, '09-tender-writer');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/v3\/dashboard$/);
  await expect(dialog).toBeHidden();
});

test('an expert signs up, confirms the e-mailed code, lands on the expert profile and after login on the expert dashboard', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail('expert');

  await page.goto('/v3/register?type=expert');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your Expert account' })).toBeVisible();
  const signUp = page.getByRole('form', { name: 'Sign up' });
  await expect(signUp.getByRole('radio', { name: /^Expert/ })).toBeChecked();
  await expect(signUp.getByLabel(/^Company name/)).toHaveCount(0);
  await signUp.getByLabel(/^Your full name/).fill('Eve Expert');
  await signUp.getByLabel(/^Email address/).fill(email);
  await passwordInput(page).fill(PASSWORD);
  await signUp.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/v3\/confirmEmail$/);
  const code = await codeFromMail(email, 'verification');
  const confirm = page.getByRole('form', { name: 'Confirm your email' });
  await confirm.getByLabel(/^Confirmation code/).fill(code);
  await confirm.getByRole('button', { name: 'Confirm email' }).click();

  // Spec §2: after an expert's e-mail verification, the expert profile.
  await expect(page).toHaveURL(/\/v3\/user\/update-expert-profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your expert profile' })).toBeVisible();
  await screenshots(page, testInfo, '01-expert-profile');

  await logOut(page);
  await logIn(page, email, PASSWORD);
  // Spec §2: an expert goes to /v3/expert-dashboard after login.
  await expect(page).toHaveURL(/\/v3\/expert-dashboard$/);
  await screenshots(page, testInfo, '02-expert-dashboard');
});
