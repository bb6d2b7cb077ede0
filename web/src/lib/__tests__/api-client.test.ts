import { toast, useToastStore } from '@/components/ui/toast/toast-store';
import { registerRouter } from '@/lib/navigation';
import { useAuthStore } from '@/stores/auth-store';
import { useDialogStore } from '@/stores/dialog-store';
import { installFetch, jsonResponse, type RecordedCall } from '@/testing/fake-fetch';
import { signIn } from '@/testing/render-app';
import { api, ApiError } from '../api-client';

const SESSION_EXPIRED = 'Session has expired, please login again!';

function fakeRouter(pathname = '/v3/dashboard/tenders') {
  const router = {
    navigate: jest.fn(async (to: string) => {
      router.state.location = { pathname: to.split('?')[0], search: '', hash: '' };
    }),
    state: { location: { pathname, search: '', hash: '' } },
  };
  return { router, unregister: registerRouter(router) };
}

/** A refresh endpoint that hands out access-1/refresh-1, access-2/refresh-2, … */
function rotatingRefresh() {
  let n = 0;
  return () => {
    n += 1;
    return jsonResponse(200, { token: `access-${n}`, refreshToken: `refresh-${n}` });
  };
}

const bearer = (call: RecordedCall) => call.headers.Authorization;
const toastMessages = () => useToastStore.getState().toasts.map((t) => `${t.type}: ${t.message}`);

let navigation: ReturnType<typeof fakeRouter>;
beforeEach(() => {
  navigation = fakeRouter();
});
afterEach(() => navigation.unregister());

describe('authorization header', () => {
  it('carries the bearer access token when signed in', async () => {
    signIn({ accessToken: 'access-0' });
    const fake = installFetch({
      'GET /api/tender/search': () => jsonResponse(200, { foundTenders: [], count: 0, currentPage: 1, totalPages: 0 }),
    });
    await expect(api.get('/tender/search')).resolves.toEqual({ foundTenders: [], count: 0, currentPage: 1, totalPages: 0 });
    expect(bearer(fake.calls[0])).toBe('Bearer access-0');
  });

  it('is empty when signed out', async () => {
    const fake = installFetch({ 'GET /api/generic-apis/all-enum': () => jsonResponse(200, {}) });
    await api.get('/generic-apis/all-enum');
    expect(fake.calls[0].headers).toHaveProperty('Authorization', '');
  });
});

describe('451: token expired', () => {
  it('refreshes and retries up to 3 times, 1 s apart, then ends the session', async () => {
    jest.useFakeTimers();
    signIn({ accessToken: 'access-0', refreshToken: 'refresh-0' });
    const fake = installFetch({
      'GET /api/tender/search': () => jsonResponse(451, { message: 'Token expired' }),
      'POST /api/account/refresh-token': rotatingRefresh(),
    });
    const search = () => fake.callsTo('GET', '/api/tender/search');
    const refreshes = () => fake.callsTo('POST', '/api/account/refresh-token');

    const request = api.get('/tender/search');
    const outcome = request.catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(0);
    expect(search()).toHaveLength(1);

    await jest.advanceTimersByTimeAsync(999);
    expect(refreshes()).toHaveLength(0);
    expect(search()).toHaveLength(1);

    await jest.advanceTimersByTimeAsync(1);
    expect(refreshes()).toHaveLength(1);
    expect(search()).toHaveLength(2);
    expect(bearer(search()[1])).toBe('Bearer access-1');

    await jest.advanceTimersByTimeAsync(1000);
    expect(search()).toHaveLength(3);
    expect(bearer(search()[2])).toBe('Bearer access-2');

    await jest.advanceTimersByTimeAsync(1000);
    expect(search()).toHaveLength(4);
    expect(bearer(search()[3])).toBe('Bearer access-3');

    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(451);
    expect(refreshes().map((c) => c.body)).toEqual([
      { expiredToken: 'access-0', refreshToken: 'refresh-0' },
      { expiredToken: 'access-1', refreshToken: 'refresh-1' },
      { expiredToken: 'access-2', refreshToken: 'refresh-2' },
    ]);
    expect(refreshes().every((c) => c.headers.Authorization === '')).toBe(true);

    expect(toastMessages()).toEqual([`error: ${SESSION_EXPIRED}`]);
    expect(useAuthStore.getState().user).not.toBeNull();
    await jest.advanceTimersByTimeAsync(1000);
    expect(useAuthStore.getState().user).toBeNull();
    expect(navigation.router.navigate).toHaveBeenCalledTimes(1);
    expect(navigation.router.navigate).toHaveBeenCalledWith('/v3/login?next=%2Fv3%2Fdashboard%2Ftenders', { replace: true });

    await jest.advanceTimersByTimeAsync(10_000);
    expect(search()).toHaveLength(4);
  });

  it('replaces both tokens after a successful refresh and retries with the new one', async () => {
    jest.useFakeTimers();
    signIn({ accessToken: 'access-0', refreshToken: 'refresh-0' });
    let first = true;
    const fake = installFetch({
      'GET /api/tender/view/7': () => {
        if (first) {
          first = false;
          return jsonResponse(451);
        }
        return jsonResponse(200, { id: '7', title: 'Domiciliary care', buyerName: 'Leeds City Council', closingDate: null });
      },
      'POST /api/account/refresh-token': () => jsonResponse(200, { token: 'access-new', refreshToken: 'refresh-new' }),
    });

    const request = api.get('/tender/view/7');
    await jest.advanceTimersByTimeAsync(1000);
    await expect(request).resolves.toMatchObject({ id: '7', title: 'Domiciliary care' });
    expect(useAuthStore.getState().user).toMatchObject({ accessToken: 'access-new', refreshToken: 'refresh-new' });
    expect(JSON.parse(window.localStorage.getItem('jointly.auth') ?? 'null').state.user).toMatchObject({
      accessToken: 'access-new',
      refreshToken: 'refresh-new',
    });
    expect(fake.calls.map((c) => `${c.method} ${c.url} ${c.headers.Authorization}`)).toEqual([
      'GET /api/tender/view/7 Bearer access-0',
      'POST /api/account/refresh-token ',
      'GET /api/tender/view/7 Bearer access-new',
    ]);
    expect(toastMessages()).toEqual([]);
  });

  it('shares one refresh between calls that expire together', async () => {
    jest.useFakeTimers();
    signIn({ accessToken: 'access-0', refreshToken: 'refresh-0' });
    const expiredOnce = (body: unknown) => (call: RecordedCall) =>
      call.headers.Authorization === 'Bearer access-0' ? jsonResponse(451) : jsonResponse(200, body);
    const fake = installFetch({
      'GET /api/notification/unread/c1': expiredOnce([]),
      'GET /api/announcement/search': expiredOnce({ foundAnnouncements: [] }),
      'GET /api/workspace/search': expiredOnce({ workspaces: [] }),
      'POST /api/account/refresh-token': rotatingRefresh(),
    });

    const all = Promise.all([api.get('/notification/unread/c1'), api.get('/announcement/search'), api.get('/workspace/search')]);
    await jest.advanceTimersByTimeAsync(1000);
    await expect(all).resolves.toEqual([[], { foundAnnouncements: [] }, { workspaces: [] }]);
    expect(fake.callsTo('POST', '/api/account/refresh-token')).toHaveLength(1);
    expect(useAuthStore.getState().user).toMatchObject({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  });

  it('ends the session when the refresh fails: toast now, logout 1 s later', async () => {
    jest.useFakeTimers();
    signIn();
    installFetch({
      'GET /api/bids/search': () => jsonResponse(451),
      'POST /api/account/refresh-token': () => jsonResponse(456, { message: 'Session revoked.' }),
    });
    const outcome = api.get('/bids/search').catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(1000);
    expect(await outcome).toBeInstanceOf(ApiError);
    expect(toastMessages()).toEqual([`error: ${SESSION_EXPIRED}`]);

    await jest.advanceTimersByTimeAsync(999);
    expect(useAuthStore.getState().user).not.toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    expect(useAuthStore.getState().user).toBeNull();
    expect(navigation.router.navigate).toHaveBeenCalledTimes(1);
  });
});

describe('456: session expired', () => {
  it('toasts and logs out exactly once when several calls fail together', async () => {
    jest.useFakeTimers();
    signIn();
    const show = jest.spyOn(toast, 'error');
    installFetch({
      'GET /api/notification/unread/c1': () => jsonResponse(456),
      'GET /api/announcement/search': () => jsonResponse(456),
      'GET /api/workspace/search': () => jsonResponse(456),
      'GET /api/bids/search': () => jsonResponse(456),
    });

    const results = await Promise.allSettled([
      api.get('/notification/unread/c1'),
      api.get('/announcement/search'),
      api.get('/workspace/search'),
      api.get('/bids/search'),
    ]);
    expect(results.every((r) => r.status === 'rejected' && (r.reason as ApiError).status === 456)).toBe(true);
    expect(show).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenCalledWith(SESSION_EXPIRED, { path: '/v3/login' });

    await jest.advanceTimersByTimeAsync(1000);
    expect(useAuthStore.getState().user).toBeNull();
    expect(navigation.router.navigate).toHaveBeenCalledTimes(1);

    // A straggler after the logout finds nobody to log out.
    await expect(api.get('/bids/search')).rejects.toBeInstanceOf(ApiError);
    await jest.advanceTimersByTimeAsync(2000);
    expect(show).toHaveBeenCalledTimes(1);
    expect(navigation.router.navigate).toHaveBeenCalledTimes(1);
  });
});

describe('other errors', () => {
  it('toast the response message and clear the loading flag', async () => {
    signIn();
    useDialogStore.getState().setLoading(true);
    installFetch({
      'GET /api/tender/view/404': () => jsonResponse(404, { statusCode: 404, code: 'TENDER.NOT_FOUND', message: 'Tender not found.' }),
    });
    const error = await api.get('/tender/view/404').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Tender not found.', body: { code: 'TENDER.NOT_FOUND' } });
    expect(toastMessages()).toEqual(['error: Tender not found.']);
    expect(useDialogStore.getState().isLoading).toBe(false);
  });

  it('fall back to a generic message when the response has none', async () => {
    useDialogStore.getState().setLoading(true);
    installFetch({ 'POST /api/newsletter/create': () => jsonResponse(502, undefined, { 'content-type': 'text/html' }) });
    await expect(api.post('/newsletter/create', { email: 'a@b.example' })).rejects.toMatchObject({ status: 502 });
    expect(toastMessages()).toEqual(['error: Something went wrong, try again!']);
    expect(useDialogStore.getState().isLoading).toBe(false);
  });

  it('join a list of validation messages', async () => {
    installFetch({
      'POST /api/account/register': () => jsonResponse(400, { message: ['email must be an email.', 'password is too short.'] }),
    });
    await expect(api.post('/account/register', {})).rejects.toBeInstanceOf(ApiError);
    expect(toastMessages()).toEqual(['error: email must be an email. password is too short.']);
  });

  it('use the generic message when the network fails', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(api.get('/tender/search')).rejects.toMatchObject({ status: 0, message: 'Something went wrong, try again!' });
    expect(toastMessages()).toEqual(['error: Something went wrong, try again!']);
  });

  it('stay quiet when the caller handles the message itself', async () => {
    installFetch({ 'POST /api/account/register': () => jsonResponse(409, { message: 'An account with this email already exists.' }) });
    const error = await api.post('/account/register', {}, { toastOnError: false }).catch((e: unknown) => e);
    expect((error as ApiError).body?.message).toBe('An account with this email already exists.');
    expect(toastMessages()).toEqual([]);
  });
});

describe('requests', () => {
  it('send query arrays in the key[0]=value form and JSON bodies', async () => {
    const fake = installFetch({
      'GET /api/consortium-request/search': () => jsonResponse(200, { foundConsortiumRequests: [] }),
      'PATCH /api/consortium-request/update/r1': () => jsonResponse(200, {}),
    });
    await api.get('/consortium-request/search', { query: { page: 1, limit: 300, consortium: ['c1'], skip: undefined } });
    expect(fake.calls[0].url).toBe('/api/consortium-request/search?page=1&limit=300&consortium[0]=c1');
    await api.patch('/consortium-request/update/r1', { status: 'Approve' });
    expect(fake.calls[1].body).toEqual({ status: 'Approve' });
    expect(fake.calls[1].headers['Content-Type']).toBe('application/json');
  });

  it('send FormData as multipart (no JSON content type)', async () => {
    const fake = installFetch({ 'POST /api/file/upload-document': () => jsonResponse(201, { url: '/files/1' }) });
    const form = new FormData();
    form.append('title', 'Policy');
    await api.post('/file/upload-document', form);
    expect(fake.calls[0].body).toBe(form);
    expect(fake.calls[0].headers['Content-Type']).toBeUndefined();
  });

  it('resolve to undefined for an empty 204', async () => {
    installFetch({ 'GET /api/account/clear-bookmark': () => jsonResponse(204) });
    await expect(api.get('/account/clear-bookmark')).resolves.toBeUndefined();
  });
});
