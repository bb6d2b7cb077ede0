import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { call, createTestApp, testConfig } from '@jointly/common/testing';
import { AccountsModule } from '../src/accounts.module';
import { hashHandoffCode } from '../src/console-handoff/handoff-code';
import { freshIp, signUp } from './accounts-harness';

const ADMIN = { email: 'handoff-admin@jointly.test', password: 'Admin-password-2026' };

describe('console hand-off (POST /admin/console-handoff, /exchange)', () => {
  let app: NestFastifyApplication;
  let ds: DataSource;
  const adminLogin = async () => {
    const res = await call(app, 'POST', '/api/admin/login', { body: ADMIN, headers: { 'x-forwarded-for': freshIp() } });
    expect(res.status).toBe(200);
    return res.body as { accessToken: string; user: { id: string } };
  };
  const issue = (token: string) => call(app, 'POST', '/api/admin/console-handoff', { token });
  const exchange = (code: unknown, ip = freshIp()) =>
    call(app, 'POST', '/api/admin/console-handoff/exchange', { body: { code }, headers: { 'x-forwarded-for': ip } });

  beforeAll(async () => {
    app = await createTestApp({
      modules: [AccountsModule],
      config: testConfig({ adminEmail: ADMIN.email, adminPassword: ADMIN.password }),
    });
    ds = app.get<DataSource>(getDataSourceToken('accounts'));
  });
  afterAll(() => app.close());

  it('gives the console a session of its own for an admin, and the code stored only hashed', async () => {
    const admin = await adminLogin();
    const issued = await issue(admin.accessToken);
    expect(issued.status).toBe(200);
    expect(issued.body.code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = (await ds.query(`SELECT code_hash FROM accounts.console_handoff WHERE account_id = $1`, [admin.user.id])) as Array<{
      code_hash: string;
    }>;
    expect(stored.map((r) => r.code_hash)).toContain(hashHandoffCode(issued.body.code));
    expect(JSON.stringify(stored)).not.toContain(issued.body.code);

    const res = await exchange(issued.body.code);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: admin.user.id, accountType: 'admin' });
    expect(res.body.accessToken).not.toBe(admin.accessToken);
    const me = await call(app, 'GET', '/api/admin/users?range=[0,0]', { token: res.body.accessToken });
    expect(me.status).toBe(200);
  });

  it('works once: a second exchange of the same code is refused, even when both race', async () => {
    const admin = await adminLogin();
    const { code } = (await issue(admin.accessToken)).body as { code: string };
    const results = await Promise.all([exchange(code), exchange(code), exchange(code)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401]);
    const again = await exchange(code);
    expect(again).toMatchObject({ status: 401, body: { code: 'AUTH.HANDOFF_INVALID' } });
  });

  it('expires after its minute', async () => {
    const admin = await adminLogin();
    const { code } = (await issue(admin.accessToken)).body as { code: string };
    await ds.query(`UPDATE accounts.console_handoff SET expires_at = now() - interval '1 second' WHERE code_hash = $1`, [
      hashHandoffCode(code),
    ]);
    expect((await exchange(code)).status).toBe(401);
  });

  it('dies with the web session that asked for it', async () => {
    const admin = await adminLogin();
    const { code } = (await issue(admin.accessToken)).body as { code: string };
    expect((await call(app, 'POST', '/api/account/logout', { token: admin.accessToken })).status).toBe(200);
    expect((await exchange(code)).status).toBe(401);
  });

  it('is refused to a non-admin, and to an admin demoted after the code was issued', async () => {
    const provider = await signUp(app, 'provider');
    expect((await issue(provider.accessToken)).status).toBe(403);
    const admin = await adminLogin();
    const { code } = (await issue(admin.accessToken)).body as { code: string };
    await ds.query(`UPDATE accounts.account SET status = 'suspended' WHERE id = $1`, [admin.user.id]);
    try {
      expect((await exchange(code)).status).toBe(401);
    } finally {
      await ds.query(`UPDATE accounts.account SET status = 'active' WHERE id = $1`, [admin.user.id]);
    }
  });

  it('answers 401 without a token, 400 for garbage codes and an unknown code like a used one', async () => {
    expect((await call(app, 'POST', '/api/admin/console-handoff')).status).toBe(401);
    for (const garbage of [undefined, '', 42, 'short', 'x'.repeat(500), { $ne: null }]) expect((await exchange(garbage)).status).toBe(400);
    expect((await exchange('A'.repeat(43))).status).toBe(401);
  });

  it('limits exchanges per address', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await exchange('B'.repeat(43), ip)).status);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
