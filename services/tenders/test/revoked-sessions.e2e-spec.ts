import { randomUUID } from 'node:crypto';
import { AccountEvents } from '@jointly/contracts';
import { AccessTokenIssuer } from '@jointly/common/auth';
import { createEvent } from '@jointly/common/events';
import { call } from '@jointly/common/testing';
import { aUser, eventually, startTendersApp, type TendersTestApp } from './support/tenders-test-app';

/**
 * A service that does not own sessions (tenders, on its own as in the distributed mode) answers 456 to an access
 * token whose session accounts revoked, as soon as SessionRevoked reaches it, not only when the token expires.
 */
describe('revoked sessions outside accounts', () => {
  let t: TendersTestApp;
  const user = aUser('provider');
  const tokenFor = (sid: string) =>
    t.app.get(AccessTokenIssuer).issue({ sub: user.id, role: user.role, email: user.email, cid: null, sid });

  beforeAll(async () => {
    t = await startTendersApp('revoked_sessions', { withAccounts: true });
  });
  afterAll(() => t?.close());

  it("answers 456 for a session revoked by accounts, and keeps serving the account's other sessions", async () => {
    const revoked = randomUUID();
    const other = randomUUID();
    expect((await call(t.app, 'GET', '/api/saved-search', { token: tokenFor(revoked) })).status).toBe(200);

    await t.accounts!.publish(
      createEvent(AccountEvents.SessionRevoked, {
        aggregateId: user.id,
        payload: { accountId: user.id, familyId: revoked, reason: 'logout' },
      }),
    );
    await eventually(
      'the revocation',
      async () => (await call(t.app, 'GET', '/api/saved-search', { token: tokenFor(revoked) })).status === 456,
    );
    const res = await call(t.app, 'GET', '/api/saved-search', { token: tokenFor(revoked) });
    expect(res.body).toMatchObject({ statusCode: 456 });
    expect((await call(t.app, 'GET', '/api/saved-search', { token: tokenFor(other) })).status).toBe(200);
    const [row] = await t.db.query('SELECT account_id, reason FROM tenders.revoked_session WHERE session_id = $1', [revoked]);
    expect(row).toEqual({ account_id: user.id, reason: 'logout' });
  });

  it('forgets revocations older than any access token', async () => {
    await t.db.query(
      `INSERT INTO tenders.revoked_session (session_id, account_id, reason, revoked_at) VALUES ($1, $2, 'logout', now() - interval '3 days')`,
      [randomUUID(), user.id],
    );
    await t.accounts!.publish(
      createEvent(AccountEvents.SessionRevoked, {
        aggregateId: user.id,
        payload: { accountId: user.id, familyId: randomUUID(), reason: 'password-change' },
      }),
    );
    await eventually('the pruning', async () => {
      const [{ old }] = await t.db.query(
        `SELECT count(*)::int AS old FROM tenders.revoked_session WHERE revoked_at < now() - interval '2 days'`,
      );
      return old === 0;
    });
  });
});
