import { JwtService } from '@nestjs/jwt';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { REFRESH_REUSE_GRACE_SECONDS } from '@jointly/common/config';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { JWT_ALGORITHM, SIGNING_KEYS, SigningKeys } from '@jointly/common/auth';
import { QueryAudit } from '@jointly/common/database';
import { type IsolatedDatabase, call, createIsolatedDatabase, createTestApp, testConfig } from '@jointly/common/testing';
import { AccountsModule } from '../src/accounts.module';
import { hashPasswordScrypt } from '../src/identity/password-hasher';
import { PASSWORD, eventsOfType, freshIp, latestCode, register, signUp, uniqueEmail } from './accounts-harness';

const ADMIN = { email: 'first-admin@jointly.test', password: 'Admin-password-2026' };

describe('accounts API', () => {
  let app: NestFastifyApplication;
  let admin: string;
  const expiredTokenFor = (sub: string, sid: string, role = 'provider') =>
    new JwtService().sign(
      { sub, role, email: 'x@example.test', sid, typ: 'access', exp: Math.floor(Date.now() / 1000) - 10 },
      { privateKey: app.get<SigningKeys>(SIGNING_KEYS).privateKey, algorithm: JWT_ALGORITHM, issuer: 'jointly' },
    );

  const accountsDb = () => app.get<DataSource>(getDataSourceToken('accounts'));
  /** Moves a refresh token's use back past the grace window (instead of waiting for it). */
  const usedLongAgo = (refreshToken: string) =>
    accountsDb().query(
      `UPDATE accounts.refresh_token SET used_at = used_at - make_interval(secs => $2) WHERE token_hash = encode(sha256($1::bytea), 'hex')`,
      [refreshToken, REFRESH_REUSE_GRACE_SECONDS + 1],
    );

  // A database of its own: its code checks and sign-ins come from the loopback address, whose per-address budgets
  // other suites of the run spend too; shared counters made these calls answer 429 depending on the suites' order.
  let database: IsolatedDatabase;
  beforeAll(async () => {
    database = await createIsolatedDatabase('accounts_api');
    app = await createTestApp({
      modules: [AccountsModule],
      config: testConfig({ adminEmail: ADMIN.email, adminPassword: ADMIN.password, databaseUrl: database.url }),
    });
    const login = await call(app, 'POST', '/api/admin/login', { body: ADMIN });
    expect(login.status).toBe(200);
    admin = login.body.accessToken;
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  describe('sign-up and verification', () => {
    it('registers a provider with a company and e-mails a 6-digit code', async () => {
      const reg = await register(app, 'provider');
      expect(reg.body).toEqual({ account: { id: reg.accountId }, result: { id: reg.otpId }, message: 'Provider Signup successful!' });
      const { code, otpId } = await latestCode(app, reg.accountId, 'verify');
      expect(otpId).toBe(reg.otpId);
      expect(code).toMatch(/^\d{6}$/);
      const [registered] = await eventsOfType(app, 'accounts.account.registered', reg.accountId);
      expect(registered.envelope.payload).toMatchObject({ accountId: reg.accountId, email: reg.email, accountType: 'provider' });
    });

    it('answers a taken e-mail with 409 and the spec message, whatever its case', async () => {
      const reg = await register(app, 'provider');
      const res = await call(app, 'POST', '/api/expert/register', {
        body: { email: reg.email.toUpperCase(), password: PASSWORD },
        headers: { 'x-forwarded-for': freshIp() },
      });
      expect(res).toMatchObject({
        status: 409,
        body: { code: 'ACCOUNT.EMAIL_TAKEN', message: 'An existing account already has this email address' },
      });
    });

    it.each([
      [{ email: 'not-an-email', password: PASSWORD }, 'email must be a valid e-mail address'],
      [{ email: 'a@b.co', password: 'short1' }, 'password must be at least 8 characters with a letter and a digit'],
      [{ email: 'a@b.co', password: PASSWORD, accountType: 'admin' }, 'property accountType should not exist'],
      [{ email: 'a@b.co', password: PASSWORD, inviteId: 'x' }, 'inviteId must be the id from the invitation link'],
    ])('rejects bad sign-up input %j with 400', async (body, message) => {
      const res = await call(app, 'POST', '/api/account/register', { body, headers: { 'x-forwarded-for': freshIp() } });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    });

    it('verifies with the code: tokens, user, partner and the server message; the code is single-use', async () => {
      const reg = await register(app, 'provider');
      const { otpId, code } = await latestCode(app, reg.accountId, 'verify');
      const res = await call(app, 'POST', '/api/account/verify-and-auth', { body: { userId: reg.accountId, otp: { id: otpId, code } } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        accessToken: expect.any(String),
        refreshToken: expect.any(String),
        oldUserStatus: false,
        message: expect.stringContaining('verified'),
      });
      expect(res.body.user).toMatchObject({ id: reg.accountId, email: reg.email, accountType: 'provider', emailVerified: true });
      expect(res.body.partner).toMatchObject({ companyName: `Co ${reg.email}`, company: `Co ${reg.email}`, verification: 'unverified' });
      expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|password_hash|codeHash|scrypt\$/);
      const again = await call(app, 'POST', '/api/account/verify-and-auth', { body: { userId: reg.accountId, otp: { id: otpId, code } } });
      // A conflict with the account's state (it is verified already), not malformed input.
      expect(again).toMatchObject({ status: 409, body: { code: 'ACCOUNT.ALREADY_VERIFIED' } });
    });

    it('kills a code after 5 wrong tries', async () => {
      const reg = await register(app, 'expert');
      const { otpId, code } = await latestCode(app, reg.accountId, 'verify');
      const wrong = code === '000000' ? '111111' : '000000';
      const messages: string[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await call(app, 'POST', '/api/expert/verify-and-auth', {
          body: { userId: reg.accountId, otp: { id: otpId, code: wrong } },
          headers: { 'x-forwarded-for': freshIp() },
        });
        expect(res.status).toBe(400);
        messages.push(res.body.message);
      }
      expect(messages[0]).toBe('The code is not correct; 4 tries left.');
      expect(messages[4]).toBe('Too many wrong codes; ask for a new one.');
      const right = await call(app, 'POST', '/api/expert/verify-and-auth', { body: { userId: reg.accountId, otp: { id: otpId, code } } });
      expect(right).toMatchObject({ status: 400, body: { code: 'OTP.TOO_MANY_ATTEMPTS' } });
    });

    it('refuses an expired code', async () => {
      const reg = await register(app, 'staff');
      const { otpId, code } = await latestCode(app, reg.accountId, 'verify');
      const { getDataSourceToken } = await import('@nestjs/typeorm');
      await app
        .get(getDataSourceToken('accounts'))
        .query(`UPDATE accounts.one_time_code SET expires_at = now() - interval '1 second' WHERE id = $1`, [otpId]);
      const res = await call(app, 'POST', '/api/staff/verify-and-auth', { body: { userId: reg.accountId, otp: { id: otpId, code } } });
      expect(res).toMatchObject({ status: 400, body: { code: 'OTP.EXPIRED', message: 'This code has expired; ask for a new one.' } });
    });

    it('signs up experts and staff through their own calls', async () => {
      for (const kind of ['expert', 'staff'] as const) {
        const account = await signUp(app, kind);
        expect(account.session.user.accountType).toBe(kind);
        expect(account.session.partner).toBeNull();
      }
    });

    it('verification of the wrong account type is a 404', async () => {
      const reg = await register(app, 'expert');
      const { otpId, code } = await latestCode(app, reg.accountId, 'verify');
      const res = await call(app, 'POST', '/api/account/verify-and-auth', { body: { userId: reg.accountId, otp: { id: otpId, code } } });
      expect(res.status).toBe(404);
    });
  });

  describe('sessions', () => {
    it('logs in with the spec shape; wrong password and unknown e-mail look the same', async () => {
      const user = await signUp(app, 'provider');
      const res = await call(app, 'POST', '/api/account/login', { body: { email: user.email, password: PASSWORD } });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(['accessToken', 'message', 'oldUserStatus', 'partner', 'refreshToken', 'user']);
      expect(res.body.message).toBe('Logged in successfully');
      const wrong = await call(app, 'POST', '/api/account/login', { body: { email: user.email, password: 'Wrong-password-1' } });
      const unknown = await call(app, 'POST', '/api/account/login', {
        body: { email: uniqueEmail('nobody'), password: 'Wrong-password-1' },
      });
      expect(wrong.body).toMatchObject({ statusCode: 401, code: 'AUTH.WRONG_CREDENTIALS' });
      expect(unknown.body).toMatchObject({ statusCode: 401, code: 'AUTH.WRONG_CREDENTIALS', message: wrong.body.message });
    });

    it('a sign-in costs two statements: both limits counted with the account and its company read, then the session with its token', async () => {
      const user = await signUp(app, 'provider');
      const ip = freshIp();
      QueryAudit.start();
      const res = await call(app, 'POST', '/api/account/login', {
        body: { email: user.email, password: PASSWORD },
        headers: { 'x-forwarded-for': ip },
      });
      // Only this sign-in's statements: the outbox relay and housekeeping poll the same data source meanwhile.
      const statements = (QueryAudit.stop().get('accounts') ?? []).filter(
        (sql) =>
          /attempt_counter|"account"|accounts\.session|accounts\.partner|"partner"/.test(sql) &&
          !/window_start < now\(\) - make_interval\(secs => \$1\)/.test(sql),
      );
      expect(res.status).toBe(200);
      expect(statements).toHaveLength(2);
      expect(statements[0]).toMatch(
        /INSERT INTO "accounts".attempt_counter[\s\S]*INSERT INTO "accounts".attempt_counter[\s\S]*FROM accounts.account a LEFT JOIN accounts.partner p/,
      );
      expect(statements[1]).toMatch(
        /INSERT INTO accounts.session[\s\S]*INSERT INTO accounts.refresh_token[\s\S]*UPDATE accounts.account SET last_login_at/,
      );
      // The answer carries the account and its company as read by that one statement.
      expect(res.body.user).toMatchObject({ id: user.accountId, email: user.email });
      expect(res.body.partner).toMatchObject({ id: res.body.user.companyId });
      // What the one statement wrote: the session, its refresh token (which works) and the last sign-in.
      const [row] = (await accountsDb().query(
        `SELECT a.last_login_at, s.ip, (SELECT count(*)::int FROM accounts.refresh_token t WHERE t.session_id = s.id) AS tokens
           FROM accounts.account a JOIN accounts.session s ON s.account_id = a.id WHERE a.id = $1 ORDER BY s.created_at DESC LIMIT 1`,
        [user.accountId],
      )) as Array<{ last_login_at: Date; ip: string; tokens: number }>;
      expect(row).toMatchObject({ ip, tokens: 1 });
      expect(Date.now() - row.last_login_at.getTime()).toBeLessThan(60_000);
      // Both counters were counted; a first attempt in the window leaves only itself on the pair's counter.
      const counters = (await accountsDb().query(`SELECT key, count FROM accounts.attempt_counter WHERE key LIKE $1 ORDER BY key`, [
        `%${ip}`,
      ])) as Array<{ key: string; count: number }>;
      expect(counters).toEqual([
        { key: `login-ip:${ip}`, count: 1 },
        { key: `login-pair:${user.email.toLowerCase()}|${ip}`, count: 1 },
      ]);
      const refreshed = await call(app, 'POST', '/api/account/refresh-token', {
        body: { expiredToken: res.body.accessToken, refreshToken: res.body.refreshToken },
      });
      expect(refreshed.status).toBe(200);
    });

    it('a success after wrong passwords from the same address forgets them: the owner gets the full allowance again', async () => {
      const user = await signUp(app, 'provider');
      const ip = freshIp();
      for (let i = 0; i < 9; i++) {
        const wrong = await call(app, 'POST', '/api/account/login', {
          body: { email: user.email, password: 'Not-the-password-1' },
          headers: { 'x-forwarded-for': ip },
        });
        expect(wrong.status).toBe(401);
      }
      const ok = await call(app, 'POST', '/api/account/login', {
        body: { email: user.email, password: PASSWORD },
        headers: { 'x-forwarded-for': ip },
      });
      expect(ok.status).toBe(200);
      const pair = (await accountsDb().query(`SELECT count FROM accounts.attempt_counter WHERE key = $1`, [
        `login-pair:${user.email.toLowerCase()}|${ip}`,
      ])) as Array<{ count: number }>;
      expect(pair).toEqual([]);
      // Nine more wrong guesses are allowed before the tenth attempt after the success is refused.
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const wrong = await call(app, 'POST', '/api/account/login', {
          body: { email: user.email, password: 'Not-the-password-1' },
          headers: { 'x-forwarded-for': ip },
        });
        statuses.push(wrong.status);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses[10]).toBe(429);
    });

    it('an unknown e-mail is counted on both limits and answers like a wrong password', async () => {
      const ip = freshIp();
      const res = await call(app, 'POST', '/api/account/login', {
        body: { email: `nobody-${Date.now()}@example.test`, password: PASSWORD },
        headers: { 'x-forwarded-for': ip },
      });
      expect(res.status).toBe(401);
      const counters = (await accountsDb().query(`SELECT key, count FROM accounts.attempt_counter WHERE key LIKE $1 ORDER BY key`, [
        `%${ip}`,
      ])) as Array<{ key: string; count: number }>;
      expect(counters.map((c) => c.count)).toEqual([1, 1]);
    });

    it('answers oldUserStatus for returning accounts until they complete the get-started checklist', async () => {
      const { getDataSourceToken } = await import('@nestjs/typeorm');
      const db = app.get(getDataSourceToken('accounts'));
      const login = async (email: string) =>
        (await call(app, 'POST', '/api/account/login', { body: { email, password: PASSWORD }, headers: { 'x-forwarded-for': freshIp() } }))
          .body;
      const fresh = await signUp(app, 'provider');
      expect((await login(fresh.email)).oldUserStatus).toBe(false);
      // Created before the checklist existed (accounts README: GET_STARTED_SINCE), or migrated: a returning user.
      await db.query(`UPDATE accounts.account SET created_at = '2026-06-01T00:00:00Z' WHERE id = $1`, [fresh.accountId]);
      const returning = await login(fresh.email);
      expect(returning.oldUserStatus).toBe(true);
      const migrated = await signUp(app, 'provider');
      await db.query(`UPDATE accounts.account SET old_user = true WHERE id = $1`, [migrated.accountId]);
      expect((await login(migrated.email)).oldUserStatus).toBe(true);

      expect((await call(app, 'POST', '/api/account/get-started/complete')).status).toBe(401);
      const done = await call(app, 'POST', '/api/account/get-started/complete', { token: returning.accessToken });
      expect(done.status).toBe(200);
      expect(done.body).toEqual({ completedAt: expect.any(String), message: 'Get started completed.' });
      const again = await call(app, 'POST', '/api/account/get-started/complete', { token: returning.accessToken });
      expect(again.body.completedAt).toBe(done.body.completedAt);
      expect((await login(fresh.email)).oldUserStatus).toBe(false);
      expect((await login(migrated.email)).oldUserStatus).toBe(true);
    });

    it('an account with a legacy scrypt hash signs in; its stored hash becomes argon2id; a wrong password still fails', async () => {
      const user = await signUp(app, 'provider');
      const ds = app.get<DataSource>(getDataSourceToken('accounts'));
      const hashOf = async () =>
        (
          (await ds.query('SELECT password_hash FROM accounts.account WHERE id = $1', [user.accountId])) as Array<{ password_hash: string }>
        )[0].password_hash;
      expect(await hashOf()).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      const legacy = await hashPasswordScrypt(PASSWORD, { N: 1024, r: 8, p: 1 });
      await ds.query('UPDATE accounts.account SET password_hash = $2 WHERE id = $1', [user.accountId, legacy]);

      const wrong = await call(app, 'POST', '/api/account/login', { body: { email: user.email, password: 'Wrong-password-1' } });
      expect(wrong.body).toMatchObject({ statusCode: 401, code: 'AUTH.WRONG_CREDENTIALS' });
      expect(await hashOf()).toBe(legacy);

      const res = await call(app, 'POST', '/api/account/login', { body: { email: user.email, password: PASSWORD } });
      expect(res.status).toBe(200);
      const upgraded = await hashOf();
      expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      const again = await call(app, 'POST', '/api/account/login', { body: { email: user.email, password: PASSWORD } });
      expect(again.status).toBe(200);
      expect(await hashOf()).toBe(upgraded);
      const wrongAfter = await call(app, 'POST', '/api/account/login', { body: { email: user.email, password: 'Wrong-password-1' } });
      expect(wrongAfter.status).toBe(401);
    });

    it('an unverified account gets a new code and a 403 the confirm screen can use', async () => {
      const reg = await register(app, 'provider');
      const res = await call(app, 'POST', '/api/account/login', { body: { email: reg.email, password: PASSWORD } });
      expect(res.body).toMatchObject({
        statusCode: 403,
        code: 'ACCOUNT.NOT_VERIFIED',
        details: { userId: reg.accountId, otpId: expect.any(String) },
      });
      expect((await latestCode(app, reg.accountId, 'verify')).otpId).toBe(res.body.details.otpId);
    });

    it('limits sign-in attempts per account and address with 429 (per-address-limits covers the owner elsewhere)', async () => {
      const user = await signUp(app, 'provider');
      const address = freshIp();
      let last = { status: 0, body: {} as Record<string, unknown>, headers: {} as Record<string, unknown> };
      for (let i = 0; i < 11; i++)
        last = await call(app, 'POST', '/api/account/login', {
          body: { email: user.email, password: 'Wrong-password-1' },
          headers: { 'x-forwarded-for': address },
        });
      expect(last.status).toBe(429);
      expect(last.body.message).toMatch(/^Too many sign-in attempts for this account from your network; try again in \d+ minutes?\.$/);
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('admin login is for admins only', async () => {
      const user = await signUp(app, 'provider');
      const res = await call(app, 'POST', '/api/admin/login', { body: { email: user.email, password: PASSWORD } });
      expect(res).toMatchObject({ status: 403, body: { code: 'AUTH.NOT_ADMIN' } });
    });

    it('rotates refresh tokens; a reused one revokes the whole session (456)', async () => {
      const user = await signUp(app, 'provider');
      const first = await call(app, 'POST', '/api/account/refresh-token', {
        body: { expiredToken: user.accessToken, refreshToken: user.refreshToken },
      });
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ token: expect.any(String), refreshToken: expect.any(String) });
      expect(first.body.refreshToken).not.toBe(user.refreshToken);
      expect((await call(app, 'GET', '/api/account/get-bookmark', { token: first.body.token })).status).toBe(200);
      // The old refresh token again, after the grace window for simultaneous tabs: theft or replay → the family dies.
      await usedLongAgo(user.refreshToken);
      const reuse = await call(app, 'POST', '/api/account/refresh-token', {
        body: { expiredToken: user.accessToken, refreshToken: user.refreshToken },
      });
      expect(reuse).toMatchObject({
        status: 456,
        body: { code: 'AUTH.REFRESH_REUSED', message: 'Session has expired, please login again!' },
      });
      expect(
        (
          await call(app, 'POST', '/api/account/refresh-token', {
            body: { expiredToken: first.body.token, refreshToken: first.body.refreshToken },
          })
        ).status,
      ).toBe(456);
      const revoked = await eventsOfType(app, 'accounts.account.session-revoked', user.accountId);
      expect(revoked.at(-1)!.envelope.payload).toMatchObject({ reason: 'reuse' });
    });

    it('two tabs refreshing with one token at the same moment both get the same new pair, and stay signed in', async () => {
      const user = await signUp(app, 'provider');
      const body = { expiredToken: user.accessToken, refreshToken: user.refreshToken };
      const results = await Promise.all([1, 2, 3].map(() => call(app, 'POST', '/api/account/refresh-token', { body })));
      expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
      const pairs = new Set(results.map((r) => `${r.body.token} ${r.body.refreshToken}`));
      expect(pairs.size).toBe(1);
      const [pair] = results.map((r) => r.body as { token: string; refreshToken: string });
      expect((await call(app, 'GET', '/api/account/get-bookmark', { token: pair.token })).status).toBe(200);
      // The session lives on: the shared new refresh token rotates as usual.
      const next = await call(app, 'POST', '/api/account/refresh-token', {
        body: { expiredToken: pair.token, refreshToken: pair.refreshToken },
      });
      expect(next.status).toBe(200);
      expect((await eventsOfType(app, 'accounts.account.session-revoked', user.accountId)).length).toBe(0);
    });

    it('within the grace window, the old token is a reuse once its successor was used (456, session revoked)', async () => {
      const user = await signUp(app, 'provider');
      const first = await call(app, 'POST', '/api/account/refresh-token', {
        body: { expiredToken: user.accessToken, refreshToken: user.refreshToken },
      });
      const second = await call(app, 'POST', '/api/account/refresh-token', {
        body: { expiredToken: first.body.token, refreshToken: first.body.refreshToken },
      });
      expect(second.status).toBe(200);
      const replay = await call(app, 'POST', '/api/account/refresh-token', {
        body: { expiredToken: user.accessToken, refreshToken: user.refreshToken },
      });
      expect(replay).toMatchObject({ status: 456, body: { code: 'AUTH.REFRESH_REUSED' } });
      expect((await call(app, 'GET', '/api/account/get-bookmark', { token: second.body.token })).status).toBe(456);
    });

    it('the grace window hands the pair only to whoever holds the used token, and stores no usable token', async () => {
      const user = await signUp(app, 'provider');
      const first = await call(app, 'POST', '/api/account/refresh-token', {
        body: { expiredToken: user.accessToken, refreshToken: user.refreshToken },
      });
      const rows = (await accountsDb().query(
        `SELECT successor_sealed FROM accounts.refresh_token WHERE successor_sealed IS NOT NULL`,
      )) as Array<{
        successor_sealed: string;
      }>;
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.successor_sealed).not.toContain(first.body.refreshToken);
      const again = await call(app, 'POST', '/api/account/refresh-token', {
        body: { expiredToken: user.accessToken, refreshToken: user.refreshToken },
      });
      expect(again.body).toEqual(first.body);
    });

    it('refuses a refresh token presented with another session’s access token', async () => {
      const a = await signUp(app, 'provider');
      const b = await signUp(app, 'provider');
      const res = await call(app, 'POST', '/api/account/refresh-token', {
        body: { expiredToken: b.accessToken, refreshToken: a.refreshToken },
      });
      expect(res.status).toBe(456);
    });

    it('451 for an expired access token; logout ends the session (456)', async () => {
      const user = await signUp(app, 'provider');
      const expired = expiredTokenFor(user.accountId, 'whatever');
      expect((await call(app, 'GET', '/api/account/get-bookmark', { token: expired })).status).toBe(451);
      expect((await call(app, 'POST', '/api/account/logout', { token: user.accessToken })).body).toEqual({
        message: 'Logged out successfully',
      });
      expect((await call(app, 'GET', '/api/account/get-bookmark', { token: user.accessToken })).status).toBe(456);
      expect(
        (
          await call(app, 'POST', '/api/account/refresh-token', {
            body: { expiredToken: user.accessToken, refreshToken: user.refreshToken },
          })
        ).status,
      ).toBe(456);
    });

    it.each([
      [{ expiredToken: 'abc', refreshToken: 'x'.repeat(40) }, 'expiredToken must be the access token'],
      [{ expiredToken: 'a.b.c', refreshToken: 'short' }, 'refreshToken must be the refresh token from sign-in'],
    ])('rejects a malformed refresh body %j', async (body, message) => {
      const res = await call(app, 'POST', '/api/account/refresh-token', { body });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    });
  });

  describe('password reset and change', () => {
    it('send-otp answers the same for known and unknown addresses', async () => {
      const user = await signUp(app, 'provider');
      const known = await call(app, 'POST', `/api/account/send-otp/${encodeURIComponent(user.email)}`);
      const unknown = await call(app, 'POST', `/api/account/send-otp/${encodeURIComponent(uniqueEmail('ghost'))}`);
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(Object.keys(known.body).sort()).toEqual(Object.keys(unknown.body).sort());
      expect(known.body.message).toBe(unknown.body.message);
      expect(unknown.body.result.id).toMatch(/^[0-9a-f-]{36}$/);
      expect((await call(app, 'POST', '/api/account/send-otp/not-an-email')).status).toBe(400);
    });

    it('resets the password with the code and ends every session', async () => {
      const user = await signUp(app, 'provider');
      await call(app, 'POST', `/api/account/send-otp/${encodeURIComponent(user.email)}`);
      const { otpId, code } = await latestCode(app, user.accountId, 'reset');
      const check = await call(app, 'POST', '/api/account/verify-otp', { body: { email: user.email, otp: { id: otpId, code } } });
      expect(check.status).toBe(200);
      const reset = await call(app, 'POST', '/api/account/reset-password', {
        body: { email: user.email, otp: { id: otpId, code }, password: 'Brand-new-pass-9' },
      });
      expect(reset.status).toBe(200);
      expect((await call(app, 'GET', '/api/account/get-bookmark', { token: user.accessToken })).status).toBe(456);
      expect((await call(app, 'POST', '/api/account/login', { body: { email: user.email, password: PASSWORD } })).status).toBe(401);
      expect((await call(app, 'POST', '/api/account/login', { body: { email: user.email, password: 'Brand-new-pass-9' } })).status).toBe(
        200,
      );
      const again = await call(app, 'POST', '/api/account/reset-password', {
        body: { email: user.email, otp: { id: otpId, code }, password: 'Another-pass-10' },
      });
      expect(again).toMatchObject({ status: 400, body: { code: 'OTP.USED' } });
    });

    it('changes the password: the current one must be right; other sessions end, this one stays', async () => {
      const user = await signUp(app, 'provider');
      const other = await call(app, 'POST', '/api/account/login', { body: { email: user.email, password: PASSWORD } });
      const wrong = await call(app, 'POST', '/api/account/update-password', {
        token: user.accessToken,
        body: { currentPassword: 'nope-nope-1', newPassword: 'Changed-pass-22' },
      });
      expect(wrong.status).toBe(401);
      const ok = await call(app, 'POST', '/api/account/update-password', {
        token: user.accessToken,
        body: { currentPassword: PASSWORD, newPassword: 'Changed-pass-22' },
      });
      expect(ok.status).toBe(200);
      expect((await call(app, 'GET', '/api/account/get-bookmark', { token: user.accessToken })).status).toBe(200);
      expect((await call(app, 'GET', '/api/account/get-bookmark', { token: other.body.accessToken })).status).toBe(456);
    });
  });

  describe('profiles', () => {
    it('updates own details; merges company fields and answers them; publishes ProfileUpdated', async () => {
      const user = await signUp(app, 'provider');
      const details = await call(app, 'PATCH', `/api/account/update/${user.accountId}`, {
        token: user.accessToken,
        body: { name: 'Jo Bloggs', jobTitle: 'Bid manager', regions: ['London'] },
      });
      expect(details.body.user).toMatchObject({ name: 'Jo Bloggs', profile: { jobTitle: 'Bid manager', regions: ['London'] } });
      const company = await call(app, 'PATCH', '/api/account/update-profile', {
        token: user.accessToken,
        body: {
          companyName: 'Sunrise Care Ltd',
          serviceCategories: ['home-care'],
          certifications: ['cqc-registered'],
          annualTurnover: 2500000,
          employees: 80,
          yearsTrading: 12,
          postcode: 'SW1A 1AA',
        },
      });
      expect(company.status).toBe(200);
      expect(company.body).toMatchObject({
        message: 'Provider profile updated successfully!',
        partner: { companyName: 'Sunrise Care Ltd', annualTurnover: 2500000, certifications: ['cqc-registered'] },
      });
      const updates = await eventsOfType(app, 'accounts.account.profile-updated', user.accountId);
      expect(updates.at(-1)!.envelope.payload).toMatchObject({
        companyId: company.body.partner.id,
        changes: { serviceCategories: ['home-care'] },
      });
    });

    it.each([
      [{ serviceCategories: ['knitting'] }, 'serviceCategories must be ids of GET /generic-apis/all-enum'],
      [{ website: 'example.org' }, 'website must be a full URL'],
      [{ employees: -1 }, 'employees must not be less than 0'],
      [{ verification: 'verified' }, 'property verification should not exist'],
      [{ consortiumPartner: true }, 'property consortiumPartner should not exist'],
    ])('rejects bad or privileged profile input %j', async (body, message) => {
      const user = await signUp(app, 'provider');
      const res = await call(app, 'PATCH', '/api/account/update-profile', { token: user.accessToken, body });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    });

    it('an expert has no company profile', async () => {
      const expert = await signUp(app, 'expert');
      expect(
        (await call(app, 'PATCH', '/api/account/update-profile', { token: expert.accessToken, body: { companyName: 'X Ltd' } })).status,
      ).toBe(403);
    });
  });

  describe('bookmarks', () => {
    it('adds (idempotently), lists, removes and clears', async () => {
      const user = await signUp(app, 'provider');
      await call(app, 'PATCH', '/api/account/add-bookmark', { token: user.accessToken, body: { tender: ['ocds-1', 'ocds-2'] } });
      const added = await call(app, 'PATCH', '/api/account/add-bookmark', {
        token: user.accessToken,
        body: { tender: ['ocds-2', 'ocds-3'] },
      });
      expect(added.body.tenderIds.sort()).toEqual(['ocds-1', 'ocds-2', 'ocds-3']);
      const removed = await call(app, 'PATCH', '/api/account/remove-bookmark', { token: user.accessToken, body: { tender: ['ocds-1'] } });
      expect(removed.body.tenderIds.sort()).toEqual(['ocds-2', 'ocds-3']);
      expect((await call(app, 'GET', '/api/account/get-bookmark', { token: user.accessToken })).body.count).toBe(2);
      expect((await call(app, 'GET', '/api/account/clear-bookmark', { token: user.accessToken })).body.count).toBe(0);
      expect((await call(app, 'GET', '/api/account/get-bookmark', { token: user.accessToken })).body.tenderIds).toEqual([]);
      const changes = (await eventsOfType(app, 'accounts.account.bookmarks-changed', user.accountId)).map((e) => e.envelope.payload);
      expect(changes).toEqual([
        { accountId: user.accountId, added: expect.arrayContaining(['ocds-1', 'ocds-2']), removed: [], cleared: false },
        { accountId: user.accountId, added: ['ocds-3'], removed: [], cleared: false },
        { accountId: user.accountId, added: [], removed: ['ocds-1'], cleared: false },
        { accountId: user.accountId, added: [], removed: expect.arrayContaining(['ocds-2', 'ocds-3']), cleared: true },
      ]);
    });

    it.each([[{}], [{ tender: [] }], [{ tender: 'ocds-1' }], [{ tender: ['a b'] }]])('rejects %j', async (body) => {
      const user = await signUp(app, 'expert');
      expect((await call(app, 'PATCH', '/api/account/add-bookmark', { token: user.accessToken, body })).status).toBe(400);
    });
  });

  describe('partners', () => {
    it('request → unverified list → approve → directory and search; PartnerApproved published', async () => {
      const user = await signUp(app, 'provider');
      const requested = await call(app, 'POST', '/api/partner/request', {
        token: user.accessToken,
        body: { companyName: `Harbour Care ${user.email}`, regions: ['South West'], serviceCategories: ['supported-living'] },
      });
      expect(requested.status).toBe(201);
      const partnerId = requested.body.partner.id;
      const waiting = await call(app, 'GET', '/api/partner/unverified', { token: admin });
      expect(waiting.body.foundTalents.map((p: { id: string }) => p.id)).toContain(partnerId);
      const approved = await call(app, 'PATCH', `/api/partner/approve/${partnerId}`, { token: admin });
      expect(approved.body.partner).toMatchObject({ verification: 'verified', consortiumPartner: true });
      expect((await call(app, 'PATCH', `/api/partner/approve/${partnerId}`, { token: admin })).status).toBe(409);
      const [event] = await eventsOfType(app, 'accounts.partner.approved', partnerId);
      expect(event.envelope.payload).toMatchObject({ partnerId, accountId: user.accountId, email: user.email });
      const search = await call(
        app,
        'GET',
        `/api/partner/search?query=${encodeURIComponent('Harbour Care')}&region=South%20West&page=1&limit=5`,
        { token: user.accessToken },
      );
      expect(search.body).toMatchObject({ count: expect.any(Number), currentPage: 1, totalPages: expect.any(Number) });
      expect(search.body.foundTalents.map((p: { id: string }) => p.id)).toContain(partnerId);
      expect(
        (await call(app, 'GET', '/api/partner/all', { token: user.accessToken })).body.foundTalents.map((p: { id: string }) => p.id),
      ).toContain(partnerId);
    });

    it.each([['page=0'], ['limit=500'], ['region=Mars'], ['serviceCategory=knitting']])('search rejects %s', async (query) => {
      const user = await signUp(app, 'expert');
      expect((await call(app, 'GET', `/api/partner/search?${query}`, { token: user.accessToken })).status).toBe(400);
    });

    it('approving an unknown partner is a 404; a bad id a 400', async () => {
      expect((await call(app, 'PATCH', '/api/partner/approve/00000000-0000-4000-8000-000000000000', { token: admin })).status).toBe(404);
      expect((await call(app, 'PATCH', '/api/partner/approve/nope', { token: admin })).status).toBe(400);
    });
  });

  describe('teams', () => {
    it('invites a colleague who signs up with the invitation and joins the company; the owner removes them', async () => {
      const owner = await signUp(app, 'provider');
      const colleagueEmail = uniqueEmail('colleague');
      const invite = await call(app, 'POST', '/api/team/invite', { token: owner.accessToken, body: { email: colleagueEmail } });
      expect(invite.status).toBe(201);
      const [event] = await eventsOfType(app, 'accounts.team.member-invited', owner.session.partner.id);
      expect(event.envelope.payload).toMatchObject({ email: colleagueEmail, inviteId: invite.body.invitation.id });
      const reg = await register(app, 'provider', colleagueEmail, { inviteId: invite.body.invitation.id });
      const members = await call(app, 'GET', '/api/team/members', { token: owner.accessToken });
      expect(members.body.members.map((m: { id: string }) => m.id)).toEqual(expect.arrayContaining([owner.accountId, reg.accountId]));
      expect((await call(app, 'DELETE', `/api/team/members/${owner.accountId}`, { token: owner.accessToken })).status).toBe(400);
      expect((await call(app, 'DELETE', `/api/team/members/${reg.accountId}`, { token: owner.accessToken })).status).toBe(200);
      const after = await call(app, 'GET', '/api/team/members', { token: owner.accessToken });
      expect(after.body.members.map((m: { id: string }) => m.id)).not.toContain(reg.accountId);
    });

    it('an invitation only works for its own address', async () => {
      const owner = await signUp(app, 'provider');
      const invite = await call(app, 'POST', '/api/team/invite', { token: owner.accessToken, body: { email: uniqueEmail('invited') } });
      const res = await call(app, 'POST', '/api/account/register', {
        body: { email: uniqueEmail('other'), password: PASSWORD, inviteId: invite.body.invitation.id },
        headers: { 'x-forwarded-for': freshIp() },
      });
      expect(res).toMatchObject({ status: 400, body: { code: 'TEAM.INVITE_OTHER_EMAIL' } });
    });
  });

  describe('requests, forms and enums', () => {
    it('request-writer answers for the dialog and publishes TenderWriterRequested with the user’s e-mail', async () => {
      const user = await signUp(app, 'provider');
      const res = await call(app, 'POST', '/api/account/request-writer', { token: user.accessToken, body: { tenderId: 'ocds-b5fd17-1' } });
      expect(res.status).toBe(200);
      expect(res.body.message).toContain('successfully processed');
      const [event] = await eventsOfType(app, 'accounts.request.tender-writer-requested', res.body.requestId);
      expect(event.envelope.payload).toMatchObject({ accountId: user.accountId, email: user.email, tenderId: 'ocds-b5fd17-1' });
    });

    it('request-tender needs details', async () => {
      const user = await signUp(app, 'provider');
      expect((await call(app, 'POST', '/api/account/request-tender', { token: user.accessToken, body: {} })).status).toBe(400);
      expect(
        (await call(app, 'POST', '/api/account/request-tender', { token: user.accessToken, body: { details: 'Home care in Leeds' } }))
          .status,
      ).toBe(200);
    });

    it('newsletter and contact are open to guests with validated input', async () => {
      const email = uniqueEmail('reader');
      expect((await call(app, 'POST', '/api/newsletter/create', { body: { email } })).status).toBe(200);
      expect((await call(app, 'POST', '/api/newsletter/create', { body: { email } })).status).toBe(200);
      expect(await eventsOfType(app, 'accounts.newsletter.subscribed', email)).toHaveLength(1);
      expect((await call(app, 'POST', '/api/newsletter/create', { body: { email: 'nope' } })).status).toBe(400);
      const contact = await call(app, 'POST', '/api/contact/create', { body: { name: 'Sam', email, message: 'Do you cover Wales too?' } });
      expect(contact.body).toEqual({ message: 'Your message has been sent successfully!' });
      expect((await call(app, 'POST', '/api/contact/create', { body: { name: 'Sam', email, message: 'short' } })).status).toBe(400);
    });

    it('business info updates the company and is readable back', async () => {
      const user = await signUp(app, 'provider');
      const res = await call(app, 'POST', '/api/business-info/create', {
        token: user.accessToken,
        body: { annualTurnover: 900000, employees: 25, yearsTrading: 4, regions: ['Wales'] },
      });
      expect(res.status).toBe(201);
      expect(res.body.partner).toMatchObject({ annualTurnover: 900000, employees: 25 });
      const relogin = await call(app, 'POST', '/api/account/login', { body: { email: user.email, password: PASSWORD } });
      const latest = await call(app, 'GET', '/api/business-info/latest', { token: relogin.body.accessToken });
      expect(latest.body.businessInfo).toMatchObject({ annualTurnover: 900000, regions: ['Wales'] });
    });

    it('all-enum lists what the forms need', async () => {
      const res = await call(app, 'GET', '/api/generic-apis/all-enum');
      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(
        expect.arrayContaining(['sectors', 'serviceCategories', 'regions', 'companySizes', 'certifications', 'accountTypes']),
      );
      expect(res.body.serviceCategories.find((c: { id: string }) => c.id === 'home-care').cpv).toContain('85312400');
    });

    it('admin all-users lists accounts with filters and paging', async () => {
      const expert = await signUp(app, 'expert');
      const res = await call(app, 'GET', `/api/admin/all-users?accountType=expert&query=${encodeURIComponent(expert.email)}`, {
        token: admin,
      });
      expect(res.body).toMatchObject({ count: 1, currentPage: 1, users: [{ id: expert.accountId, accountType: 'expert' }] });
      expect((await call(app, 'GET', '/api/admin/all-users?accountType=robot', { token: admin })).status).toBe(400);
    });
  });

  describe('uploaded documents', () => {
    const multipart = (name: string, content: Buffer, purpose = 'policy') => {
      const boundary = '----jointly' + Date.now();
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n`),
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
    };
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

    it('stores a PDF and serves it only to the owner, their company and admins', async () => {
      const owner = await signUp(app, 'provider');
      const stranger = await signUp(app, 'provider');
      const upload = multipart('safeguarding policy.pdf', pdf);
      const res = await app.inject({
        method: 'POST',
        url: '/api/file/upload-document',
        payload: upload.body,
        headers: { ...upload.headers, authorization: `Bearer ${owner.accessToken}` },
      });
      expect(res.statusCode).toBe(201);
      const file = res.json().file;
      expect(file).toMatchObject({
        name: 'safeguarding policy.pdf',
        mimeType: 'application/pdf',
        size: pdf.length,
        purpose: 'policy',
        url: `/api/file/${file.id}`,
      });
      const own = await app.inject({ method: 'GET', url: file.url, headers: { authorization: `Bearer ${owner.accessToken}` } });
      expect(own.statusCode).toBe(200);
      expect(own.rawPayload.equals(pdf)).toBe(true);
      expect(own.headers['content-type']).toBe('application/pdf');
      expect(
        (await app.inject({ method: 'GET', url: file.url, headers: { authorization: `Bearer ${stranger.accessToken}` } })).statusCode,
      ).toBe(404);
      expect((await app.inject({ method: 'GET', url: file.url, headers: { authorization: `Bearer ${admin}` } })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: file.url })).statusCode).toBe(401);
    });

    it('answers a broken multipart form (no boundary, cut short) with 400, never 500', async () => {
      const owner = await signUp(app, 'provider');
      for (const [contentType, payload] of [
        ['multipart/form-data', ''],
        ['multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF'],
      ]) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/file/upload-document',
          payload,
          headers: { 'content-type': contentType, authorization: `Bearer ${owner.accessToken}` },
        });
        expect({ contentType, status: res.statusCode }).toEqual({ contentType, status: 400 });
        expect(res.json().code).toBe('UPLOAD.MALFORMED');
      }
    });

    it('rejects content that is not an allowed document, whatever its name', async () => {
      const user = await signUp(app, 'provider');
      const upload = multipart('invoice.pdf', Buffer.from('MZ\x90\x00 this is an exe'));
      const res = await app.inject({
        method: 'POST',
        url: '/api/file/upload-document',
        payload: upload.body,
        headers: { ...upload.headers, authorization: `Bearer ${user.accessToken}` },
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ code: 'UPLOAD.TYPE_NOT_ALLOWED', message: 'invoice.pdf is not a PDF, Office document or image.' });
      const json = await call(app, 'POST', '/api/file/upload-document', { token: user.accessToken, body: { file: 'x' } });
      expect(json).toMatchObject({ status: 400, body: { code: 'UPLOAD.NOT_MULTIPART' } });
    });

    it('rejects a file over the size limit with 413', async () => {
      const user = await signUp(app, 'provider');
      const big = Buffer.concat([pdf, Buffer.alloc(16 * 1024 * 1024, 0x20)]);
      const upload = multipart('huge.pdf', big);
      const res = await app.inject({
        method: 'POST',
        url: '/api/file/upload-document',
        payload: upload.body,
        headers: { ...upload.headers, authorization: `Bearer ${user.accessToken}` },
      });
      expect(res.statusCode).toBe(413);
    });
  });
});
