// Journey c: the three-step password reset with the code from the e-mail, then login with the new password.
import { codeFromMail, createConfirmedProvider, expect, logIn, PASSWORD, screenshots, test, toast } from './fixtures';

test('a user resets the password with the e-mailed code and logs in with the new one', async ({ page, baseURL }, testInfo) => {
  const { email } = await createConfirmedProvider(baseURL!);
  const newPassword = 'Brand-new-pass-77';

  await page.goto('/v3/login');
  await page.getByRole('link', { name: 'Forgotten your password?' }).click();
  await expect(page).toHaveURL(/\/password\/email$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await screenshots(page, testInfo, '01-password-email');
  const request = page.getByRole('form', { name: 'Send a reset code' });
  await request.getByLabel(/^Email address/).fill(email);
  await request.getByRole('button', { name: 'Send code' }).click();

  await expect(page).toHaveURL(/\/password\/emailOTP$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your reset code' })).toBeVisible();
  await screenshots(page, testInfo, '02-password-code');
  const code = await codeFromMail(email, 'password reset');
  const enter = page.getByRole('form', { name: 'Enter your reset code' });
  await enter.getByLabel(/^Reset code/).fill(code);
  await enter.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/password\/newPassword$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await screenshots(page, testInfo, '03-password-new');
  const choose = page.getByRole('form', { name: 'Choose a new password' });
  await choose.getByLabel(/^New password/).fill(newPassword);
  await choose.getByLabel(/^Confirm new password/).fill(newPassword);
  await choose.getByRole('button', { name: 'Set new password' }).click();

  await expect(page).toHaveURL(/\/v3\/login$/);
  await expect(toast(page, 'Your password has been changed. Please log in with the new password.')).toBeVisible();
  // A person reads that before typing; the spec's toast lockout (390 ms) would otherwise swallow the next message when
  // the sign-in answers at once (argon2id answers a wrong password in a few milliseconds).
  await page.waitForTimeout(400);

  // The old password no longer works; the new one does.
  const login = page.getByRole('form', { name: 'Log in' });
  await login.getByLabel(/^Email address/).fill(email);
  await login.getByLabel(/^Password/).fill(PASSWORD);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/v3\/login$/);
  await page.reload();

  await logIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/v3\/dashboard$/);
});
