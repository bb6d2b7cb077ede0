// The console journey (issue 6): an admin signs in to /console, approves a waiting partner (who gets the e-mail),
// edits a tender's title and attaches a PDF, adds an event, replays a dead letter, and finds it all in the audit log;
// looks into a consortium that approved partners formed (members, requests, bids) and a provider's criteria;
// a non-admin cannot sign in. Runs against its own all-in-one server (admin account, one OCDS tender as demo data,
// its own mail sink) so that it can reach the server's database to provoke a real consumer failure.
// Run from the repository root after `npm run build`:  npx playwright test -c web/playwright.config.ts console/
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Page, TestInfo } from '@playwright/test';
import { startMailSink, startPlatform } from '../../../scripts/e2e-server.mjs';
import { PASSWORD, apiCall, expect, logIn, screenshots, test, uniqueEmail } from '../fixtures';

test.describe.configure({ mode: 'serial' });

const ADMIN = { email: 'console-admin@e2e.jointly.test', password: 'console-admin-password-1' };
const OCID = 'ocds-e2econsole-0001';
const TENDER_TITLE = 'Domiciliary care framework, Leeds';
const NEW_TITLE = 'Domiciliary care framework, Leeds (lot 2)';
const EVENT_TITLE = `Meet the buyer: adult social care ${Date.now().toString(36)}`;

interface SinkMessage {
  to: string[];
  subject: string;
  text: string;
}
interface Sink {
  smtpUrl: string;
  messages: SinkMessage[];
  stop(): Promise<void>;
}
interface Platform {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

let sink: Sink;
let server: Platform;
let db: pg.Client;
let workDir: string;
let tenderId: string;

/** One OCDS release: an open tender without a notice link, the tender the journey edits. */
function writeDemoData(dir: string): string {
  const file = path.join(dir, 'console-e2e.json');
  const closing = new Date(Date.now() + 30 * 86_400_000).toISOString();
  fs.writeFileSync(
    file,
    JSON.stringify({
      uri: 'https://e2e.jointly.test/ocds',
      publishedDate: new Date().toISOString(),
      publisher: { name: 'Jointly e2e' },
      releases: [
        {
          ocid: OCID,
          id: `${OCID}-1`,
          date: new Date().toISOString(),
          tag: ['tender'],
          buyer: { name: 'Leeds City Council' },
          tender: {
            id: 'T1',
            title: TENDER_TITLE,
            description: 'Home care for adults across Leeds.',
            status: 'active',
            value: { amount: 250000, currency: 'GBP' },
            tenderPeriod: { endDate: closing },
            items: [
              { id: '1', classification: { scheme: 'CPV', id: '85312000', description: 'Social work services without accommodation' } },
            ],
          },
        },
      ],
    }),
  );
  return file;
}

const api = <T = any>(method: string, apiPath: string, body?: unknown, token?: string) =>
  apiCall<T>(method, apiPath, body, token, server.baseUrl);

async function mailTo(address: string, subject: RegExp): Promise<SinkMessage> {
  let found: SinkMessage | undefined;
  await expect
    .poll(() => (found = sink.messages.find((m) => m.to.includes(address.toLowerCase()) && subject.test(m.subject)))?.subject, {
      message: `an e-mail to ${address} matching ${subject}`,
      timeout: 20_000,
    })
    .toMatch(subject);
  return found!;
}

/** A confirmed provider whose company asked to become a consortium partner; answers its e-mail and company. */
async function waitingPartner(company: string) {
  const email = uniqueEmail('partner');
  const signup = await api('POST', '/account/register', { email, password: PASSWORD, name: 'Pat Partner', companyName: company });
  const code = /verification code is (\d{6})/i.exec((await mailTo(email, /verification code is \d{6}/i)).subject)![1];
  const auth = await api('POST', '/account/verify-and-auth', { userId: signup.account.id, otp: { id: signup.result.id, code } });
  await api('POST', '/partner/request', { motivation: 'We lead home care consortiums.' }, auth.accessToken);
  return { email, company, token: auth.accessToken as string, accountId: signup.account.id as string };
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${server.baseUrl}/console/`);
  // The first load on a busy machine can take several seconds (the console's initial chunks are ~270 KB gz).
  const emailInput = page.getByRole('textbox', { name: 'E-mail' });
  await expect(emailInput).toBeEditable({ timeout: 30_000 });
  await emailInput.fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await screenshots(page, testInfo, `console-${name}`);
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jointly-console-e2e-'));
  sink = (await startMailSink()) as Sink;
  server = (await startPlatform({
    smtpUrl: sink.smtpUrl,
    name: 'console',
    env: {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO_DATA: 'true',
      DEMO_DATA_PATHS: writeDemoData(workDir),
    },
  })) as Platform;
  const port = Number(fs.readFileSync(path.join(server.dataDir, 'postgres.port'), 'utf8'));
  db = new pg.Client({ connectionString: `postgres://jointly:jointly@127.0.0.1:${port}/jointly` });
  await db.connect();
  // The demo data loads in the background after start-up.
  await expect
    .poll(async () => (await fetch(`${server.baseUrl}/api/tender/view/${OCID}`)).status, {
      timeout: 60_000,
      message: 'the demo tender is loaded',
    })
    .toBe(200);
  tenderId = (await api('GET', `/tender/view/${OCID}`)).id;
});

test.afterAll(async () => {
  await db?.end().catch(() => undefined);
  await server?.stop();
  await sink?.stop();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

test('a non-admin cannot sign in to the console', async ({ page }, testInfo) => {
  const partner = await waitingPartner('Not An Admin Ltd');
  await signIn(page, partner.email, PASSWORD);
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Jointly console' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toHaveCount(0);
  await shoot(page, testInfo, 'non-admin-refused');
});

test('an admin approves a partner, edits a tender, adds an event, replays a dead letter and sees it all in the audit log', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const partner = await waitingPartner(`Care Together ${Date.now().toString(36)} Ltd`);

  // 1. The first admin signs in and lands on the dashboard with its charts.
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole('figure', { name: 'Tenders by status' })).toBeVisible();
  await shoot(page, testInfo, 'dashboard');

  // 2. Approve the waiting partner; the partner gets the e-mail.
  await page.getByRole('menuitem', { name: 'Partners waiting' }).click();
  await page.getByRole('button', { name: `Approve ${partner.company}` }).click();
  await expect(page.getByText(`${partner.company} is now a consortium partner.`)).toBeVisible();
  const approval = await mailTo(partner.email, /approved/i);
  expect(approval.subject).toContain(partner.company);

  // 3. Edit the tender's title and attach a PDF.
  await page.goto(`${server.baseUrl}/console/#/tenders/${tenderId}`);
  await expect(page.getByLabel(/^Title/)).toHaveValue(TENDER_TITLE);
  await page.getByLabel(/^Title/).fill(NEW_TITLE);
  await page.locator('input[type=file]').setInputFiles({
    name: 'specification.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await expect(page.getByText('specification.pdf')).toBeVisible();
  await shoot(page, testInfo, 'tender-edit');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/tenders/${tenderId}/show`));
  await expect(page.getByText(NEW_TITLE).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'specification.pdf' })).toBeVisible();
  const view = await api('GET', `/tender/view/${tenderId}`);
  expect(view.title).toBe(NEW_TITLE);
  expect(JSON.stringify(view)).toContain('specification.pdf');
  // The web app shows both to a visitor on the tender's page.
  const web = await page.context().browser()!.newPage();
  await web.goto(`${server.baseUrl}/guest/${tenderId}`);
  await expect(web.getByRole('heading', { name: NEW_TITLE })).toBeVisible({ timeout: 30_000 });
  await expect(web.getByText('specification.pdf', { exact: true })).toBeVisible();
  await screenshots(web, testInfo, 'web-tender-after-console-edit');

  // 4. Add an event; the public events search lists it.
  await page.getByRole('menuitem', { name: 'Events' }).click();
  await page.getByRole('link', { name: 'Add event' }).click();
  await page.getByLabel(/^Title/).fill(EVENT_TITLE);
  // The start is an MUI X date-time picker: each part a spin button, typed day first in 24-hour time (en-GB).
  await page.getByRole('group', { name: /^Starts/ }).getByRole('spinbutton').first().click();
  await page.keyboard.type('040320271000');
  await page.getByLabel(/^Location/).fill('Leeds Civic Hall');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(EVENT_TITLE)).toBeVisible();
  const events = await api('GET', `/events/search?query=${encodeURIComponent('adult social care')}`);
  expect(events.foundEvents.map((e: { title: string }) => e.title)).toContain(EVENT_TITLE);
  // The web app's events screen lists it for a signed-in provider.
  await web.goto(`${server.baseUrl}/v3/login`);
  await logIn(web, partner.email, PASSWORD);
  await web.goto(`${server.baseUrl}/v3/dashboard/events`);
  await expect(web.getByText(EVENT_TITLE)).toBeVisible({ timeout: 30_000 });
  await screenshots(web, testInfo, 'web-events-after-console-add');
  await web.close();

  // 5. A real consumer failure: the notifications database refuses the in-app notice of a partner approval, so
  //    NotifyOnPartnerApproved fails every attempt and the event is dead-lettered. Then the database is fixed and
  //    the admin replays it from the console.
  await db.query(
    `ALTER TABLE notifications.notification ADD CONSTRAINT e2e_refuse_partner_approved CHECK (kind <> 'partner-approved') NOT VALID`,
  );
  const second = await waitingPartner(`Second Care ${Date.now().toString(36)} Ltd`);
  try {
    await page.getByRole('menuitem', { name: 'Partners waiting' }).click();
    await page.getByRole('button', { name: `Approve ${second.company}` }).click();
    await expect(page.getByText(`${second.company} is now a consortium partner.`)).toBeVisible();
    await page.getByRole('menuitem', { name: 'Dead letters' }).click();
    const row = page.getByRole('row').filter({ hasText: 'NotifyOnPartnerApproved' });
    await expect(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(row.first()).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await expect(row.first()).toContainText('e2e_refuse_partner_approved');
    await shoot(page, testInfo, 'dead-letters');
  } finally {
    await db.query(`ALTER TABLE notifications.notification DROP CONSTRAINT IF EXISTS e2e_refuse_partner_approved`);
  }
  await page.getByRole('row').filter({ hasText: 'NotifyOnPartnerApproved' }).first().getByRole('link', { name: 'Show' }).click();
  await expect(page.getByLabel('Payload')).toContainText('"companyName"');
  await page.getByRole('button', { name: /^Replay/ }).click();
  await expect(page.getByText('Replayed: the consumer handled the event.')).toBeVisible();
  await expect(page.getByText('replayed', { exact: true })).toBeVisible();
  const notices = await db.query(`SELECT count(*)::int AS n FROM notifications.notification WHERE kind = 'partner-approved'`);
  expect(notices.rows[0].n).toBe(2);

  // 6. The audit log lists those actions.
  await page.getByRole('menuitem', { name: 'Audit log' }).click();
  for (const action of ['partner.approve', 'tender.update', 'event.create', 'dead-letter.replay']) {
    await expect(page.getByRole('cell', { name: action, exact: true }).first()).toBeVisible();
  }
  await page.getByRole('row').filter({ hasText: 'tender.update' }).first().getByRole('link', { name: 'Show' }).click();
  const changes = page.getByRole('table', { name: 'Changes' });
  await expect(changes.getByRole('row').filter({ hasText: 'title' })).toContainText(NEW_TITLE);
  await shoot(page, testInfo, 'audit-entry');
});

test('an admin follows a consortium: its members, requests and bids, and the criteria summary of its lead', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const admin = await api('POST', '/admin/login', ADMIN);
  const [lead, member, invited] = await Promise.all(
    ['Lead', 'Member', 'Invited'].map((role) => waitingPartner(`${role} Care ${stamp} Ltd`)),
  );
  const partners = await api('GET', '/partner/unverified', undefined, admin.accessToken);
  for (const company of [lead, member, invited]) {
    const found = partners.foundTalents.find((p: { companyName: string }) => p.companyName === company.company);
    await api('PATCH', `/partner/approve/${found.id}`, {}, admin.accessToken);
  }
  // The consortiums service learns of approved partners and published tenders from events: wait until it has.
  const name = `Leeds Care Consortium ${stamp}`;
  let consortium: { id: string } | undefined;
  await expect
    .poll(
      async () => {
        consortium = (
          await api('POST', '/consortium/create', { name, description: 'Home care across Leeds' }, lead.token).catch(() => null)
        )?.consortium;
        return Boolean(consortium);
      },
      { timeout: 30_000, message: 'the lead partner can create a consortium' },
    )
    .toBe(true);
  const toMember = await api(
    'POST',
    '/consortium-request/send-invite',
    { consortium: consortium!.id, account: member.accountId },
    lead.token,
  );
  await api('PATCH', `/consortium-request/update/${toMember.consortiumRequest.id}`, { status: 'Approve' }, member.token);
  await api('POST', '/consortium-request/send-invite', { consortium: consortium!.id, account: invited.accountId }, lead.token);
  const invitation = await mailTo(invited.email, /invites .* to join the consortium/i);
  expect(invitation.subject).toContain(name);
  await api('POST', '/consortium-bid/create', { consortium: consortium!.id, tender: tenderId, notes: 'Lot 2 only' }, lead.token);
  await api(
    'POST',
    '/user-criteria/add',
    { regions: ['Yorkshire and the Humber'], certifications: ['CQC registration', 'ISO 9001'], yearsTrading: 12, annualTurnover: 2500000 },
    lead.token,
  );

  await signIn(page, ADMIN.email, ADMIN.password);
  await page.getByRole('menuitem', { name: 'Consortiums' }).click();
  await page.getByPlaceholder('Name, description or member company').fill(stamp);
  // The search is debounced: wait until the list applied it, or its late update would leave the show page again.
  await expect(page).toHaveURL(new RegExp(`filter=.*${stamp}`));
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(lead.company);
  await row.getByRole('link', { name: 'Show' }).click();
  await expect(page.getByText('Home care across Leeds')).toBeVisible();
  await expect(page.getByRole('cell', { name: lead.company })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: member.company })).toContainText('Member');
  await shoot(page, testInfo, 'consortium-members');
  await page.getByRole('tab', { name: 'Requests' }).click();
  await expect(page.getByRole('row').filter({ hasText: invited.company })).toContainText('Waiting for an answer');
  await expect(page.getByRole('row').filter({ hasText: member.company })).toContainText('Accepted');
  await page.getByRole('tab', { name: 'Bids' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Lot 2 only' })).toContainText('Leeds City Council');
  await shoot(page, testInfo, 'consortium-bids');

  // The lead's account page summarises the criteria the provider entered.
  await page.goto(`${server.baseUrl}/console/#/users/${lead.accountId}/show`);
  await expect(page.getByRole('heading', { name: 'Criteria summary' })).toBeVisible();
  await expect(page.getByText('CQC registration')).toBeVisible();
  await expect(page.getByText('Yorkshire and the Humber')).toBeVisible();
  await shoot(page, testInfo, 'user-criteria');
});

test('every console screen loads without an API error', async ({ page }) => {
  test.setTimeout(180_000);
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible({ timeout: 30_000 });
  const screens = [
    'users',
    'partners',
    'consortiums',
    'tenders',
    'tenders-without-link',
    'tender-feeds',
    'events',
    'videos',
    'announcements',
    'service-health',
    'outboxes',
    'consumers',
    'dead-letters',
    'mail',
    'audit-log',
  ];
  for (const screen of screens) {
    await page.goto(`${server.baseUrl}/console/#/${screen}`);
    // A list shows rows or its empty state; either way its requests are done once the network is idle.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('main')).toBeVisible();
  }
  // A user's show page: profile, activity and the admin actions on the account.
  await page.goto(`${server.baseUrl}/console/#/users`);
  await page.getByRole('cell', { name: ADMIN.email }).click();
  await expect(page.getByRole('heading', { name: 'Activity' })).toBeVisible();
  await expect(page.getByText('Recent sign-ins')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin actions on this account' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(failures).toEqual([]);
});
