// Journeys a and b: sign-up → code from the e-mail → the profile screen of spec §2 → log out → log in.
import { codeFromMail, expect, logIn, logOut, PASSWORD, passwordInput, screenshots, test, toast, uniqueEmail } from './fixtures';

test('a provider signs up, confirms the e-mailed code, saves the company profile, logs out and back in', async ({ page }, testInfo) => {
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
  await screenshots(page, testInfo, '05-dashboard');
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
