import { authProvider } from '../auth-provider';
import { httpClient } from '../http-client';
import { readSession, writeSession } from '../session-store';

type Reply = { status: number; body: unknown; headers?: Record<string, string> };

function fakeFetch(replies: Reply[]) {
  const calls: Array<{ url: string; method: string; headers: Headers; body?: string }> = [];
  const fn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(new URL(String(input), 'http://console.test')), init);
    calls.push({
      url: new URL(request.url).pathname,
      method: request.method,
      headers: request.headers,
      body: request.method === 'GET' ? undefined : await request.clone().text(),
    });
    const reply = replies.shift();
    if (!reply) throw new Error(`unexpected ${request.method} ${request.url}`);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  globalThis.fetch = fn as typeof fetch;
  return calls;
}

const admin = { id: 'a1', email: 'admin@jointly.test', name: 'Ada Admin', accountType: 'admin' };

describe('console providers', () => {
  beforeEach(() => localStorage.clear());

  it('signs an admin in, keeps the tokens and answers the identity from the stored user', async () => {
    const calls = fakeFetch([{ status: 200, body: { accessToken: 'at', refreshToken: 'rt', user: admin } }]);
    await authProvider.login({ email: 'admin@jointly.test', password: 'pw' });
    expect(calls[0]).toMatchObject({ url: '/api/admin/login', method: 'POST' });
    expect(JSON.parse(calls[0].body!)).toEqual({ email: 'admin@jointly.test', password: 'pw' });
    expect(readSession()).toMatchObject({ accessToken: 'at', refreshToken: 'rt' });
    await expect(authProvider.getIdentity!()).resolves.toEqual({ id: 'a1', fullName: 'Ada Admin', email: 'admin@jointly.test' });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it("shows a non-admin the server's 403 message and keeps them out", async () => {
    fakeFetch([{ status: 403, body: { statusCode: 403, code: 'AUTH.NOT_ADMIN', message: 'Only admins can sign in here.' } }]);
    await expect(authProvider.login({ email: 'p@example.test', password: 'pw' })).rejects.toThrow('Only admins can sign in here.');
    expect(readSession()).toBeNull();
    await expect(authProvider.checkAuth({})).rejects.toThrow();
  });

  it('adds the bearer token; on 451 waits, refreshes and retries with the new token', async () => {
    writeSession({ accessToken: 'old', refreshToken: 'r1', user: admin });
    const calls = fakeFetch([
      { status: 451, body: { message: 'Token expired' } },
      { status: 200, body: { token: 'new', refreshToken: 'r2' } },
      { status: 200, body: [{ id: 'u1' }], headers: { 'Content-Range': 'users 0-0/1' } },
    ]);
    const started = Date.now();
    const res = await httpClient('/api/admin/users');
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(res.json).toEqual([{ id: 'u1' }]);
    expect(calls.map((c) => c.url)).toEqual(['/api/admin/users', '/api/account/refresh-token', '/api/admin/users']);
    expect(calls[0].headers.get('Authorization')).toBe('Bearer old');
    expect(JSON.parse(calls[1].body!)).toEqual({ expiredToken: 'old', refreshToken: 'r1' });
    expect(calls[2].headers.get('Authorization')).toBe('Bearer new');
    expect(readSession()).toMatchObject({ accessToken: 'new', refreshToken: 'r2' });
  });

  it('on 456 forgets the session and fails with 456, which logs out', async () => {
    writeSession({ accessToken: 'at', refreshToken: 'rt', user: admin });
    fakeFetch([{ status: 456, body: { message: 'Session has expired, please login again!' } }]);
    const error = await httpClient('/api/admin/users').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 456, message: 'Session has expired, please login again!' });
    expect(readSession()).toBeNull();
    await expect(authProvider.checkError({ status: 456 })).rejects.toThrow();
    await expect(authProvider.checkError({ status: 400 })).resolves.toBeUndefined();
  });

  it('a failed refresh ends the session', async () => {
    writeSession({ accessToken: 'at', refreshToken: 'rt', user: admin });
    fakeFetch([
      { status: 451, body: {} },
      { status: 456, body: { message: 'Session has expired, please login again!' } },
    ]);
    await expect(httpClient('/api/admin/users')).rejects.toMatchObject({ status: 456 });
    expect(readSession()).toBeNull();
  });
});
