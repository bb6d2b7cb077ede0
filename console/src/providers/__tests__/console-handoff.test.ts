import { authProvider } from '../auth-provider';
import { HANDOFF_STORAGE_KEY } from '../console-handoff';
import { readSession, writeSession } from '../session-store';

const admin = { id: 'a1', email: 'admin@jointly.test', name: 'Ada Admin', accountType: 'admin' };
const CODE = 'c'.repeat(43);

function fakeFetch(replies: Array<{ status: number; body: unknown }>) {
  const calls: Array<{ url: string; body?: string; auth: string | null }> = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), body: init?.body as string | undefined, auth: new Headers(init?.headers).get('Authorization') });
    const reply = replies.shift();
    if (!reply) throw new Error(`unexpected ${String(input)}`);
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return calls;
}

describe('console hand-off from the web sign-in', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('exchanges the waiting code once, removes it and signs the console in', async () => {
    sessionStorage.setItem(HANDOFF_STORAGE_KEY, CODE);
    const calls = fakeFetch([{ status: 200, body: { accessToken: 'at', refreshToken: 'rt', user: admin } }]);
    await Promise.all([authProvider.checkAuth({}), authProvider.checkAuth({})]);
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/api/admin/console-handoff/exchange');
    expect(JSON.parse(calls[0].body!)).toEqual({ code: CODE });
    expect(sessionStorage.getItem(HANDOFF_STORAGE_KEY)).toBeNull();
    expect(readSession()).toMatchObject({ accessToken: 'at', user: { id: 'a1' } });
  });

  it('replaces a stale session (perhaps another admin) and ends it on the server', async () => {
    writeSession({ accessToken: 'old', refreshToken: 'old-rt', user: { ...admin, id: 'other' } });
    sessionStorage.setItem(HANDOFF_STORAGE_KEY, CODE);
    const calls = fakeFetch([
      { status: 200, body: { accessToken: 'at', refreshToken: 'rt', user: admin } },
      { status: 200, body: { message: 'Logged out successfully' } },
    ]);
    await authProvider.checkAuth({});
    expect(readSession()?.user.id).toBe('a1');
    expect(calls[1]).toMatchObject({ url: '/api/account/logout', auth: 'Bearer old' });
  });

  it('a refused code leaves the console on its sign-in page with the reason', async () => {
    sessionStorage.setItem(HANDOFF_STORAGE_KEY, CODE);
    fakeFetch([{ status: 401, body: { message: 'This console sign-in has expired or was already used; sign in again.' } }]);
    await expect(authProvider.checkAuth({})).rejects.toThrow('expired or was already used');
    expect(readSession()).toBeNull();
    expect(sessionStorage.getItem(HANDOFF_STORAGE_KEY)).toBeNull();
  });

  it('without a code it asks nothing and keeps the usual sign-in rule', async () => {
    const calls = fakeFetch([]);
    await expect(authProvider.checkAuth({})).rejects.toThrow('Please sign in.');
    expect(calls).toHaveLength(0);
  });
});
