import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { type IsolatedDatabase, call, createIsolatedDatabase, createTestApp, testConfig } from '@jointly/common/testing';
import { AccountsModule } from '../src/accounts.module';
import { PASSWORD, freshIp, latestCode, register, signUp } from './accounts-harness';

/** Issue 11 item 4: only the newest one-time code of a purpose works; using a reset code ends every session. */
describe('one-time codes: newest only', () => {
  let app: NestFastifyApplication;

  // A database of its own, so the loopback address's per-address budgets are not shared with other suites.
  let database: IsolatedDatabase;
  beforeAll(async () => {
    database = await createIsolatedDatabase('one_time_codes');
    app = await createTestApp({ modules: [AccountsModule], config: testConfig({ databaseUrl: database.url }) });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const sendReset = async (email: string) => {
    const sent = await call(app, 'POST', `/api/account/send-otp/${encodeURIComponent(email)}`);
    expect(sent.status).toBe(200);
  };
  const reset = (email: string, otp: { otpId: string; code: string }, password: string) =>
    call(app, 'POST', '/api/account/reset-password', {
      body: { email, otp: { id: otp.otpId, code: otp.code }, password },
      headers: { 'x-forwarded-for': freshIp() },
    });

  it('an older reset code stops working once a newer one is issued, and after the newer one is used', async () => {
    const user = await signUp(app, 'provider');
    await sendReset(user.email);
    const older = await latestCode(app, user.accountId, 'reset');
    await sendReset(user.email);
    const newer = await latestCode(app, user.accountId, 'reset');
    expect(newer.otpId).not.toBe(older.otpId);

    const olderFirst = await reset(user.email, older, 'Older-code-pass-1');
    expect(olderFirst).toMatchObject({ status: 400, body: { code: 'OTP.USED' } });
    const verifyOlder = await call(app, 'POST', '/api/account/verify-otp', {
      body: { email: user.email, otp: { id: older.otpId, code: older.code } },
      headers: { 'x-forwarded-for': freshIp() },
    });
    expect(verifyOlder.status).toBe(400);

    expect((await reset(user.email, newer, 'Newer-code-pass-2')).status).toBe(200);
    expect((await reset(user.email, older, 'Older-code-pass-3')).status).toBe(400);
    const login = await call(app, 'POST', '/api/account/login', {
      body: { email: user.email, password: 'Newer-code-pass-2' },
      headers: { 'x-forwarded-for': freshIp() },
    });
    expect(login.status).toBe(200);
  });

  it('using a reset code voids every other code of that purpose, even one issued in the same breath', async () => {
    const user = await signUp(app, 'provider');
    await sendReset(user.email);
    const first = await latestCode(app, user.accountId, 'reset');
    // A second code issued after the first: the first is void; using the second voids any other left.
    await sendReset(user.email);
    const second = await latestCode(app, user.accountId, 'reset');
    expect((await reset(user.email, second, 'Second-code-pass-4')).status).toBe(200);
    for (const otp of [first, second]) expect((await reset(user.email, otp, 'Again-pass-5')).status).toBe(400);
  });

  it('a newer verification code voids the older one', async () => {
    const reg = await register(app, 'provider');
    const older = await latestCode(app, reg.accountId, 'verify');
    // Logging in before verifying e-mails a fresh verification code.
    const login = await call(app, 'POST', '/api/account/login', {
      body: { email: reg.email, password: PASSWORD },
      headers: { 'x-forwarded-for': freshIp() },
    });
    expect(login.status).toBeGreaterThanOrEqual(400);
    const newer = await latestCode(app, reg.accountId, 'verify');
    expect(newer.otpId).not.toBe(older.otpId);
    const verify = (otp: { otpId: string; code: string }) =>
      call(app, 'POST', '/api/account/verify-and-auth', {
        body: { userId: reg.accountId, otp: { id: otp.otpId, code: otp.code } },
        headers: { 'x-forwarded-for': freshIp() },
      });
    expect((await verify(older)).status).toBe(400);
    expect((await verify(newer)).status).toBe(200);
  });

  it('using a reset code ends every session: access tokens and refresh tokens alike', async () => {
    const user = await signUp(app, 'provider');
    const second = await call(app, 'POST', '/api/account/login', {
      body: { email: user.email, password: PASSWORD },
      headers: { 'x-forwarded-for': freshIp() },
    });
    expect(second.status).toBe(200);
    await sendReset(user.email);
    expect((await reset(user.email, await latestCode(app, user.accountId, 'reset'), 'After-reset-pass-6')).status).toBe(200);
    for (const session of [user.session, second.body]) {
      expect((await call(app, 'GET', '/api/account/get-bookmark', { token: session.accessToken })).status).toBe(456);
      const refreshed = await call(app, 'POST', '/api/account/refresh-token', {
        body: { expiredToken: session.accessToken, refreshToken: session.refreshToken },
      });
      expect(refreshed.status).toBe(456);
    }
  });
});
