// Issue 11 item 8: the web app, the console and the API docs run under the Content-Security-Policy the edge sends.
// Each page is opened in Chromium and walked a little; any CSP violation (a blocked script, style, image, font,
// connection or frame) fails the test. The headers themselves are checked in services/platform/test/security-headers.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Collects every CSP violation the page reports (DOM event and console message). */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} in ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return violations;
}

// Signed-in screens run under the same policy in every other journey (sign-up, guards, bids…); this one watches the
// public screens, which load fonts, images, the tender search API and the lazy route chunks.
test('the web app runs under the CSP: home, tender browsing, log-in and join', async ({ page }) => {
  const violations = await watchCsp(page);
  const home = await page.goto('/');
  expect(home?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(home?.headers()['x-content-type-options']).toBe('nosniff');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Jointly home' })).toBeVisible();
  await page.goto('/guest');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/v3/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await page.goto('/v3/join');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});

test('the console and the API docs run under the CSP', async ({ page }) => {
  const violations = await watchCsp(page);
  const consolePage = await page.goto('/console/');
  expect(consolePage?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('button', { name: /sign in/i })).toBeVisible({ timeout: 30_000 });
  await page.goto('/api/docs');
  await expect(page.locator('.swagger-ui .info')).toBeVisible({ timeout: 30_000 });
  expect(violations).toEqual([]);
});
