import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  IsolatedDatabase,
  RunningProcess,
  SmtpSink,
  builtEntry,
  createIsolatedDatabase,
  createTestApp,
  describeKafka,
  freePort,
  startNode,
  testConfig,
  waitForJson,
} from '@jointly/common/testing';
import { AccountsModule } from '../../accounts/src/accounts.module';
import { NotificationsModule } from '../../notifications/src/notifications.module';

const ADMIN = { email: 'journey-admin@jointly.test', password: 'Journey-admin-2026' };
const PASSWORD = 'Journey-pass-2026';
const ACCESS_TOKEN_TTL = 2;

/** Where the journey talks to: the accounts API and the notifications API (the same server in all-in-one). */
interface Deployment {
  accounts: string;
  notifications: string;
  sink: SmtpSink;
}

let counter = 0;
const email = (tag: string) => `${tag}-${Date.now()}-${counter++}@journey.test`;

async function api(base: string, method: string, url: string, options: { body?: unknown; token?: string } = {}) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(options.body ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body ? JSON.stringify(options.body) : undefined,
  });
  const text = await response.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body };
}

/** The 6-digit code of the latest mail to `address` whose subject matches. */
async function codeFromMail(sink: SmtpSink, address: string, subject: RegExp): Promise<string> {
  const mail = await sink.waitForMail(address, (m) => subject.test(m.subject));
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in mail "${mail.subject}": ${mail.text.slice(0, 300)}`);
  expect(mail.html).toContain(code);
  return code;
}

async function poll<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`${what}: not reached within ${timeoutMs} ms (last: ${JSON.stringify(value).slice(0, 500)})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The journeys of issue 3, the same against every deployment. */
function journeys(deployment: () => Deployment) {
  it('provider: sign up → code by e-mail → verify → profile → log in → 451 after expiry → refresh → reuse of the old refresh token → 456, session dead', async () => {
    const { accounts, sink } = deployment();
    const address = email('provider');
    const registered = await api(accounts, 'POST', '/api/account/register', {
      body: { email: address, password: PASSWORD, name: 'Pat Provider', companyName: 'Journey Care Ltd' },
    });
    expect(registered.status).toBe(201);
    const code = await codeFromMail(sink, address, /verification code/i);
    const verified = await api(accounts, 'POST', '/api/account/verify-and-auth', {
      body: { userId: registered.body.account.id, otp: { id: registered.body.result.id, code } },
    });
    expect(verified.status).toBe(200);
    const profile = await api(accounts, 'PATCH', '/api/account/update-profile', {
      token: verified.body.accessToken,
      body: { serviceCategories: ['home-care'], regions: ['Yorkshire and the Humber'], employees: 40 },
    });
    expect(profile.body.message).toBe('Provider profile updated successfully!');

    const login = await api(accounts, 'POST', '/api/account/login', { body: { email: address, password: PASSWORD } });
    expect(login.body).toMatchObject({
      message: 'Logged in successfully',
      oldUserStatus: false,
      partner: { companyName: 'Journey Care Ltd', employees: 40 },
    });
    expect((await api(accounts, 'GET', '/api/account/get-bookmark', { token: login.body.accessToken })).status).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, ACCESS_TOKEN_TTL * 1000 + 600));
    expect((await api(accounts, 'GET', '/api/account/get-bookmark', { token: login.body.accessToken })).status).toBe(451);
    const refreshed = await api(accounts, 'POST', '/api/account/refresh-token', {
      body: { expiredToken: login.body.accessToken, refreshToken: login.body.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    expect((await api(accounts, 'GET', '/api/account/get-bookmark', { token: refreshed.body.token })).status).toBe(200);
    // The owner moves on (the next rotation); a second tab's refresh a moment ago would have shared the pair, but a
    // replay of the first refresh token now is a reuse.
    const rotated = await api(accounts, 'POST', '/api/account/refresh-token', {
      body: { expiredToken: refreshed.body.token, refreshToken: refreshed.body.refreshToken },
    });
    expect(rotated.status).toBe(200);

    const replay = await api(accounts, 'POST', '/api/account/refresh-token', {
      body: { expiredToken: login.body.accessToken, refreshToken: login.body.refreshToken },
    });
    expect(replay).toMatchObject({ status: 456, body: { message: 'Session has expired, please login again!' } });
    expect((await api(accounts, 'GET', '/api/account/get-bookmark', { token: rotated.body.token })).status).toBe(456);
    expect(
      (
        await api(accounts, 'POST', '/api/account/refresh-token', {
          body: { expiredToken: rotated.body.token, refreshToken: rotated.body.refreshToken },
        })
      ).status,
    ).toBe(456);
    // The other session (from verification) is untouched.
    expect((await api(accounts, 'GET', '/api/account/get-bookmark', { token: verified.body.accessToken })).status).not.toBe(456);
  });

  it.each(['expert', 'staff'])('%s: sign up → code by e-mail → verify', async (kind) => {
    const { accounts, sink } = deployment();
    const address = email(kind);
    const registered = await api(accounts, 'POST', `/api/${kind}/register`, {
      body: { email: address, password: PASSWORD, name: `Sam ${kind}` },
    });
    expect(registered.status).toBe(201);
    const code = await codeFromMail(sink, address, /verification code/i);
    const verified = await api(accounts, 'POST', `/api/${kind}/verify-and-auth`, {
      body: { userId: registered.body[kind].id, otp: { id: registered.body.result.id, code } },
    });
    expect(verified.status).toBe(200);
    expect(verified.body.user).toMatchObject({ accountType: kind, emailVerified: true });
  });

  it('password reset end to end: code by e-mail → verify → new password → sessions ended → log in with it', async () => {
    const { accounts, sink } = deployment();
    const address = email('reset');
    const registered = await api(accounts, 'POST', '/api/account/register', { body: { email: address, password: PASSWORD } });
    const code = await codeFromMail(sink, address, /verification code/i);
    const verified = await api(accounts, 'POST', '/api/account/verify-and-auth', {
      body: { userId: registered.body.account.id, otp: { id: registered.body.result.id, code } },
    });
    const sent = await api(accounts, 'POST', `/api/account/send-otp/${encodeURIComponent(address)}`);
    expect(sent.status).toBe(200);
    const resetCode = await codeFromMail(sink, address, /reset/i);
    const otp = { id: sent.body.result.id, code: resetCode };
    expect((await api(accounts, 'POST', '/api/account/verify-otp', { body: { email: address, otp } })).status).toBe(200);
    expect(
      (await api(accounts, 'POST', '/api/account/reset-password', { body: { email: address, otp, password: 'Reset-pass-2027' } })).status,
    ).toBe(200);
    // The session is over: its refresh token no longer refreshes (456). (Its access token, with the 2 s TTL here,
    // may have expired on its own by now, so a 451 from it would prove nothing.)
    const refreshed = await api(accounts, 'POST', '/api/account/refresh-token', {
      body: { expiredToken: verified.body.accessToken, refreshToken: verified.body.refreshToken },
    });
    expect(refreshed.status).toBe(456);
    expect((await api(accounts, 'POST', '/api/account/login', { body: { email: address, password: 'Reset-pass-2027' } })).status).toBe(200);
  });

  it('an admin approves a partner: the partner gets the e-mail and an in-app notification', async () => {
    const { accounts, notifications, sink } = deployment();
    const address = email('partner');
    const registered = await api(accounts, 'POST', '/api/account/register', {
      body: { email: address, password: PASSWORD, companyName: 'Approved Homes Ltd' },
    });
    const code = await codeFromMail(sink, address, /verification code/i);
    const provider = await api(accounts, 'POST', '/api/account/verify-and-auth', {
      body: { userId: registered.body.account.id, otp: { id: registered.body.result.id, code } },
    });
    const request = await api(accounts, 'POST', '/api/partner/request', {
      token: provider.body.accessToken,
      body: { regions: ['London'] },
    });
    expect(request.status).toBe(201);
    const admin = await api(accounts, 'POST', '/api/admin/login', { body: ADMIN });
    expect(admin.status).toBe(200);
    const approved = await api(accounts, 'PATCH', `/api/partner/approve/${request.body.partner.id}`, { token: admin.body.accessToken });
    expect(approved.status).toBe(200);
    const mail = await sink.waitForMail(address, (m) => /approved/i.test(m.subject));
    expect(mail.text).toContain('Approved Homes Ltd');
    const inbox = await poll(
      'in-app approval notification',
      () => api(notifications, 'GET', `/api/notification/all/${registered.body.account.id}`, { token: provider.body.accessToken }),
      (res) => res.status === 200 && res.body.foundNotifications?.some((n: { kind: string }) => n.kind === 'partner-approved'),
    );
    expect(inbox.body.foundNotifications.find((n: { kind: string }) => n.kind === 'partner-approved').title).toMatch(/approved/i);
  });
}

describe('account journeys, all-in-one (accounts and notifications in one process, real SMTP)', () => {
  const sink = new SmtpSink();
  let database: IsolatedDatabase;
  let app: NestFastifyApplication;
  let base: string;

  beforeAll(async () => {
    await sink.start();
    database = await createIsolatedDatabase('journey');
    const config = testConfig({
      databaseUrl: database.url,
      smtpUrl: sink.url,
      accessTokenTtl: ACCESS_TOKEN_TTL,
      adminEmail: ADMIN.email,
      adminPassword: ADMIN.password,
    });
    app = await createTestApp({ modules: [AccountsModule, NotificationsModule], config });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    await sink.stop();
  });

  journeys(() => ({ accounts: base, notifications: base, sink }));
});

describeKafka('account journeys, distributed (accounts and notifications as processes, events over Kafka, real SMTP)', (brokers) => {
  const sink = new SmtpSink();
  let database: IsolatedDatabase;
  const processes: RunningProcess[] = [];
  let urls: { accounts: string; notifications: string };

  beforeAll(async () => {
    await sink.start();
    database = await createIsolatedDatabase('journey_kafka');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jointly-journey-'));
    const env = {
      DATABASE_URL: database.url,
      KAFKA_BROKERS: brokers.join(','),
      KAFKA_NAMESPACE: path.basename(dataDir).replace(/[^\w-]/g, '_'),
      SMTP_URL: sink.url,
      DATA_DIR: dataDir,
      ACCESS_TOKEN_TTL: String(ACCESS_TOKEN_TTL),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    };
    const [accountsPort, notificationsPort] = [await freePort(), await freePort()];
    const accounts = startNode(builtEntry('accounts'), { ...env, PORT: String(accountsPort) });
    const notifications = startNode(builtEntry('notifications'), { ...env, PORT: String(notificationsPort) });
    processes.push(accounts, notifications);
    urls = { accounts: `http://127.0.0.1:${accountsPort}`, notifications: `http://127.0.0.1:${notificationsPort}` };
    const [a, n] = await Promise.all([
      waitForJson(`${urls.accounts}/health`, 90_000, accounts),
      waitForJson(`${urls.notifications}/health`, 90_000, notifications),
    ]);
    expect(a.events).toMatchObject({ transport: 'kafka', status: 'up' });
    expect(n.events).toMatchObject({ transport: 'kafka', status: 'up' });
  });
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await database?.drop();
    await sink.stop();
  });

  journeys(() => ({ ...urls, sink }));
});
