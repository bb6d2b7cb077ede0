import { randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '@jointly/common/config';
import {
  type IsolatedDatabase,
  call,
  createIsolatedDatabase,
  createTestApp,
  liftFreePlanLimitsForTests,
  testConfig,
} from '@jointly/common/testing';
import { AccountsModule } from '../src/accounts.module';
import { PASSWORD, freshIp, latestCode, signUp, uniqueEmail } from './accounts-harness';

/** A verify-otp call naming no code: cheap (no password hash), counted per address, answered 404. */
const wrongCode = (email: string) => ({ email, otp: { id: randomUUID(), code: '000000' } });

// A database of its own: these tests use up the loopback address's budgets on purpose, and the counters must not
// follow the next suite (which signs in from the same address) into a shared database.
let database: IsolatedDatabase;
beforeAll(async () => {
  database = await createIsolatedDatabase('per_address_limits');
});
afterAll(() => database?.drop());

/**
 * Issue 11 item 3: per-address limits count under the address the client really connects from. X-Forwarded-For is
 * believed only from TRUSTED_PROXIES (none by default), so a made-up header resets nothing.
 */
describe('per-address limits and X-Forwarded-For', () => {
  it('with no trusted proxy, a made-up X-Forwarded-For does not reset the per-address code-check limit', async () => {
    const app = await createTestApp({ modules: [AccountsModule], config: testConfig({ trustedProxies: [], databaseUrl: database.url }) });
    try {
      const email = uniqueEmail('nobody');
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        const res = await call(app, 'POST', '/api/account/verify-otp', {
          body: wrongCode(email),
          headers: { 'x-forwarded-for': freshIp() },
        });
        statuses.push(res.status);
      }
      // A code id that names no code: 404 (OTP.INVALID), the same for every address until the limit.
      expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
      expect(statuses[30]).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('from a trusted proxy, X-Forwarded-For names the client (each client has its own count)', async () => {
    const app = await createTestApp({
      modules: [AccountsModule],
      config: testConfig({ trustedProxies: ['127.0.0.1'], databaseUrl: database.url }),
    });
    try {
      const email = uniqueEmail('nobody');
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++)
        statuses.push(
          (await call(app, 'POST', '/api/account/verify-otp', { body: wrongCode(email), headers: { 'x-forwarded-for': freshIp() } }))
            .status,
        );
      expect(statuses.filter((s) => s === 429)).toEqual([]);
      // The proxy's own address is not the client: one client behind it still runs into its limit.
      const one = freshIp();
      for (let i = 0; i < 30; i++)
        await call(app, 'POST', '/api/account/verify-otp', { body: wrongCode(email), headers: { 'x-forwarded-for': one } });
      expect(
        (await call(app, 'POST', '/api/account/verify-otp', { body: wrongCode(email), headers: { 'x-forwarded-for': one } })).status,
      ).toBe(429);
    } finally {
      await app.close();
    }
  });
});

describe('limits that were missing, and no global account lock', () => {
  let app: NestFastifyApplication;
  let config: AppConfig;

  beforeAll(async () => {
    config = testConfig({ uploadQuotaBytes: 1024, databaseUrl: database.url });
    app = await createTestApp({ modules: [AccountsModule], config });
    // Not about plan limits (plan-limits.e2e-spec is): the free plan's seats must not stop the invitation-rate test.
    await liftFreePlanLimitsForTests(app.get<DataSource>(getDataSourceToken('accounts')).manager, 'accounts');
  });
  afterAll(() => app?.close());

  const login = (email: string, password: string, ip: string) =>
    call(app, 'POST', '/api/account/login', { body: { email, password }, headers: { 'x-forwarded-for': ip } });

  it('locks sign-in per (account, address): the owner still gets in from a clean address, and after a reset from anywhere', async () => {
    const owner = await signUp(app, 'provider');
    const attacker = freshIp();
    for (let i = 0; i < 10; i++) expect((await login(owner.email, 'Wrong-guess-2026', attacker)).status).toBe(401);
    // The attacker's address is locked for this account, even with the right password…
    expect((await login(owner.email, PASSWORD, attacker)).status).toBe(429);
    // …but the owner, from their own address, is not.
    expect((await login(owner.email, PASSWORD, freshIp())).status).toBe(200);
    // A password reset lifts the lock everywhere.
    const sent = await call(app, 'POST', `/api/account/send-otp/${encodeURIComponent(owner.email)}`, {
      headers: { 'x-forwarded-for': freshIp() },
    });
    expect(sent.status).toBe(200);
    const { otpId, code } = await latestCode(app, owner.accountId, 'reset');
    const newPassword = 'Fresh-Start-2026';
    const reset = await call(app, 'POST', '/api/account/reset-password', {
      body: { email: owner.email, otp: { id: otpId, code }, password: newPassword },
      headers: { 'x-forwarded-for': freshIp() },
    });
    expect(reset.status).toBe(200);
    expect((await login(owner.email, newPassword, attacker)).status).toBe(200);
  });

  it('limits wrong current passwords on update-password per account (a stolen session cannot guess)', async () => {
    const user = await signUp(app, 'provider');
    const wrong = () =>
      call(app, 'POST', '/api/account/update-password', {
        token: user.accessToken,
        body: { currentPassword: 'Wrong-guess-2026', newPassword: 'Another-pass-2026' },
      });
    for (let i = 0; i < 5; i++) expect((await wrong()).status).toBe(401);
    const blocked = await wrong();
    expect(blocked).toMatchObject({
      status: 429,
      body: { code: 'REQUEST.RATE_LIMITED', message: expect.stringMatching(/wrong current passwords/) },
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits for the window now.
    const right = await call(app, 'POST', '/api/account/update-password', {
      token: user.accessToken,
      body: { currentPassword: PASSWORD, newPassword: 'Another-pass-2026' },
    });
    expect(right.status).toBe(429);
  });

  it('limits team invitations per inviting account', async () => {
    const owner = await signUp(app, 'provider');
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push(
        (await call(app, 'POST', '/api/team/invite', { token: owner.accessToken, body: { email: uniqueEmail('invitee') } })).status,
      );
    expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('limits Tender Writer and tender requests per account', async () => {
    const user = await signUp(app, 'provider');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (
          await call(app, 'POST', i % 2 ? '/api/account/request-tender' : '/api/account/request-writer', {
            token: user.accessToken,
            body: i % 2 ? { details: 'Care homes in Leeds' } : { message: 'Help with the Leeds bid' },
          })
        ).status,
      );
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("keeps each account's uploads within its quota; a refused upload leaves no file behind", async () => {
    const user = await signUp(app, 'provider');
    const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size, 0x20), Buffer.from('\n%%EOF\n')]);
    const upload = (bytes: Buffer) => {
      const boundary = 'quota-boundary';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return app.inject({
        method: 'POST',
        url: '/api/file/upload-document',
        payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${user.accessToken}` },
      });
    };
    expect((await upload(pdf(600))).statusCode).toBe(201);
    const dir = path.join(config.dataDir, 'uploads', 'accounts');
    const before = fs.readdirSync(dir);
    const over = await upload(pdf(600));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ code: 'UPLOAD.QUOTA_EXCEEDED', message: expect.stringMatching(/storage/) });
    expect(fs.readdirSync(dir)).toEqual(before);
    // Another account has its own quota.
    const other = await signUp(app, 'provider');
    const boundary = 'quota-boundary';
    const res = await app.inject({
      method: 'POST',
      url: '/api/file/upload-document',
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        pdf(600),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${other.accessToken}` },
    });
    expect(res.statusCode).toBe(201);
  });
});
