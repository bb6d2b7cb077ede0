import { test as base, expect, type Browser, type Page, type TestInfo } from '@playwright/test';

export { expect };

/** A strong enough password for the server's rule (8+ characters with a letter and a digit). */
export const PASSWORD = 'Tender-pass-2026';

/** The address of the server a test talks to (set by globalSetup). */
export function serverUrl(kind: 'main' | 'short-ttl' = 'main'): string {
  const value = kind === 'main' ? process.env.E2E_BASE_URL : process.env.E2E_SHORT_TTL_BASE_URL;
  if (!value)
    throw new Error(
      'E2E_BASE_URL is not set: run through `npx playwright test -c web/playwright.config.ts` (its globalSetup starts the server).',
    );
  return value;
}

export const test = base.extend({
  // The config reads E2E_BASE_URL when it is evaluated; fall back to it here too, so that a worker always has it.
  baseURL: async ({ baseURL }, use) => {
    await use(baseURL ?? serverUrl());
  },
  context: async ({ context }, use) => {
    // The cookie banner stays out of the way: a stored "no" (spec §2: hidden once a choice is stored).
    await context.addInitScript(() => {
      try {
        if (window.localStorage.getItem('jointly.analytics-consent') === null)
          window.localStorage.setItem('jointly.analytics-consent', 'false');
      } catch {
        /* storage unavailable */
      }
    });
    await use(context);
  },
});

/** A fresh address per call; the sink keeps mail per recipient. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@e2e.jointly.test`;
}

interface SinkMail {
  to: string[];
  subject: string;
  text: string;
  receivedAt: number;
}

async function mailsTo(address: string): Promise<SinkMail[]> {
  const mailUrl = process.env.E2E_MAIL_URL;
  if (!mailUrl) throw new Error('E2E_MAIL_URL is not set (globalSetup starts the mail sink).');
  const response = await fetch(`${mailUrl}/mails?to=${encodeURIComponent(address)}`);
  if (!response.ok) throw new Error(`mail sink answered ${response.status}`);
  return (await response.json()) as SinkMail[];
}

const CODE_SUBJECTS = {
  verification: /verification code is (\d{6})/i,
  'password reset': /password reset code is (\d{6})/i,
} as const;

/**
 * Waits for the newest e-mail of that kind to `address` that arrived after `seen` such mails, and answers its
 * 6-digit code (the subject carries it; the body is checked to say the same).
 */
export async function codeFromMail(address: string, kind: keyof typeof CODE_SUBJECTS, seen = 0): Promise<string> {
  const pattern = CODE_SUBJECTS[kind];
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const matching = (await mailsTo(address)).filter((mail) => pattern.test(mail.subject));
        if (matching.length <= seen) return undefined;
        const newest = matching[matching.length - 1];
        code = pattern.exec(newest.subject)?.[1];
        // The body must say the same code as the subject.
        return code && newest.text.includes(code) ? code : `subject and body disagree: ${newest.subject}`;
      },
      { message: `a ${kind} e-mail to ${address}`, timeout: 15_000, intervals: [100, 200, 300, 500] },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

/** How many code e-mails of that kind `address` has received so far. */
export async function countCodeMails(address: string, kind: keyof typeof CODE_SUBJECTS): Promise<number> {
  return (await mailsTo(address)).filter((mail) => CODE_SUBJECTS[kind].test(mail.subject)).length;
}

/** The toast area's message (success/info toasts are role=status, errors role=alert). */
export function toast(page: Page, message: string | RegExp) {
  return page.getByRole('region', { name: 'Notifications' }).getByText(message);
}

/** The password input (not its "Show password" button); MUI may add a required-marker to the label. */
export function passwordInput(page: Page) {
  return page.getByLabel(/^Password/);
}

/** Signs up, confirms and returns a provider account through the API (for journeys that start signed out). */
export async function createConfirmedProvider(baseUrl: string, email = uniqueEmail('provider'), password = PASSWORD) {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await response.json().catch(() => null)) as Record<string, any> | null;
    if (!response.ok) throw new Error(`POST ${path} → ${response.status} ${JSON.stringify(json)}`);
    return json!;
  };
  const signup = await post('/account/register', { email, password, name: 'Pat Provider', companyName: 'Joint Ventures Ltd' });
  const code = await codeFromMail(email, 'verification');
  await post('/account/verify-and-auth', { userId: signup.account.id, otp: { id: signup.result.id, code } });
  return { email, password };
}

/** Logs in through /v3/login and waits until the app has left the login page. */
export async function logIn(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel(/^Email address/).fill(email);
  await passwordInput(page).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/v3\/login/);
}

/** Logs out through the account menu of the dashboard layout. */
export async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/v3\/login$/);
  await expect(toast(page, 'Logged out successfully')).toBeVisible();
}

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 375, height: 812 },
] as const;

/**
 * Screenshots of the current screen at 1280×800 and 375×812, kept as artifacts in the test's output folder
 * (web/test-results/<test>/<name>-desktop.png, …-mobile.png); the viewport is restored afterwards.
 */
export async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  const original = page.viewportSize();
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    // From the top, once the layout has settled at the new width (drawer, app bar).
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          window.scrollTo(0, 0);
          requestAnimationFrame(() => requestAnimationFrame(resolve));
        }),
    );
    const path = testInfo.outputPath(`${name}-${viewport.name}.png`);
    await page.screenshot({ path, animations: 'disabled', caret: 'hide' });
    await testInfo.attach(`${name} (${viewport.width}×${viewport.height})`, { path, contentType: 'image/png' });
  }
  if (original) await page.setViewportSize(original);
}

/** Calls the API of the server at `baseUrl` (the main e2e server by default); throws with the answer on a non-2xx. */
export async function apiCall<T = any>(
  method: string,
  apiPath: string,
  body?: unknown,
  token?: string,
  baseUrl: string = serverUrl(),
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${baseUrl}/api${apiPath}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json().catch(() => null)) as T;
  if (!response.ok) throw new Error(`${method} ${apiPath} → ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** A confirmed expert account made through the API of the main e2e server; answers its account id. */
export async function createConfirmedExpert(email: string, name: string): Promise<string> {
  const signup = await apiCall('POST', '/expert/register', { email, password: PASSWORD, name });
  const code = await codeFromMail(email, 'verification');
  await apiCall('POST', '/expert/verify-and-auth', { userId: signup.expert.id, otp: { id: signup.result.id, code } });
  return signup.expert.id as string;
}

/**
 * A confirmed provider whose company asked to become a consortium partner and was approved by the admin (main e2e
 * server). Answers the sign-in e-mail, the company name, the account id and an access token.
 */
export async function approvedPartner(company: string, adminToken: string) {
  const email = uniqueEmail('consortium');
  const signup = await apiCall('POST', '/account/register', { email, password: PASSWORD, name: `Pat ${company}`, companyName: company });
  const code = await codeFromMail(email, 'verification');
  const auth = await apiCall('POST', '/account/verify-and-auth', { userId: signup.account.id, otp: { id: signup.result.id, code } });
  await apiCall('POST', '/partner/request', { motivation: 'We bid for home care frameworks with partners.' }, auth.accessToken);
  const waiting = await apiCall('GET', '/partner/unverified', undefined, adminToken);
  const found = waiting.foundTalents.find((p: { companyName: string }) => p.companyName === company);
  if (!found) throw new Error(`${company} is not among the partners waiting for approval`);
  await apiCall('PATCH', `/partner/approve/${found.id}`, {}, adminToken);
  return { email, company, accountId: signup.account.id as string, accessToken: auth.accessToken as string };
}

/** A browser context signed in with what POST /account/login answered, stored as the web app stores it. */
export async function signedInContext(browser: Browser, login: Record<string, any>) {
  const context = await browser.newContext();
  const session = {
    state: {
      user: {
        ...login.user,
        accessToken: login.accessToken,
        refreshToken: login.refreshToken,
        oldUserStatus: Boolean(login.oldUserStatus),
      },
    },
    version: 1,
  };
  await context.addInitScript((value) => {
    window.localStorage.setItem('jointly.analytics-consent', 'false');
    if (window.localStorage.getItem('jointly.auth') === null) window.localStorage.setItem('jointly.auth', value);
  }, JSON.stringify(session));
  return context;
}
