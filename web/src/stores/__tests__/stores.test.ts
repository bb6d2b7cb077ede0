import { useToastStore } from '@/components/ui/toast/toast-store';
import { updateProfile } from '@/features/account/api/profile';
import { logout } from '@/lib/auth';
import { registerRouter } from '@/lib/navigation';
import { onSessionEnd } from '@/lib/session-events';
import { installFetch, jsonResponse } from '@/testing/fake-fetch';
import { signIn } from '@/testing/render-app';
import { useAuthStore } from '../auth-store';
import { useDataStore } from '../data-store';
import { useDialogStore } from '../dialog-store';

function fakeRouter(pathname = '/v3/dashboard') {
  const router = {
    navigate: jest.fn(async (to: string) => {
      const [path, search = ''] = to.split('?');
      router.state.location = { pathname: path, search: search ? `?${search}` : '', hash: '' };
    }),
    state: { location: { pathname, search: '', hash: '' } },
  };
  const unregister = registerRouter(router);
  return { router, unregister };
}

describe('logout', () => {
  it('clears the session, search term, tokens and user, toasts and goes to /v3/login', async () => {
    const { router, unregister } = fakeRouter();
    signIn();
    useDataStore.getState().setSearchTerm('home care');
    useDataStore.getState().setPartner({ id: 'p1', companyName: 'Care Co' });
    useDialogStore.getState().setLoading(true);
    window.sessionStorage.setItem('jointly.wizard', '{"step":2}');
    const sessionEnded = jest.fn();
    const stop = onSessionEnd(sessionEnded);

    await logout();

    expect(useAuthStore.getState().user).toBeNull();
    expect(useDataStore.getState()).toMatchObject({ searchTerm: '', partner: null });
    expect(useDialogStore.getState().isLoading).toBe(false);
    expect(window.sessionStorage.length).toBe(0);
    expect(JSON.parse(window.localStorage.getItem('jointly.auth') ?? '{}').state.user).toBeNull();
    expect(sessionEnded).toHaveBeenCalledTimes(1);
    expect(router.navigate).toHaveBeenCalledWith('/v3/login', { replace: true });
    expect(useToastStore.getState().toasts).toEqual([
      expect.objectContaining({ type: 'success', message: 'Logged out successfully', path: '/v3/login' }),
    ]);
    stop();
    unregister();
  });

  it('after an expired session, keeps the expiry message and remembers the page', async () => {
    const { router, unregister } = fakeRouter('/tender/9');
    signIn();
    await logout('session-expired');
    expect(useAuthStore.getState().user).toBeNull();
    expect(router.navigate).toHaveBeenCalledWith('/v3/login?next=%2Ftender%2F9', { replace: true });
    expect(useToastStore.getState().toasts).toEqual([]);
    unregister();
  });
});

describe('data store', () => {
  it('merges the fields a profile update returns into the stored partner', async () => {
    useDataStore.getState().setPartner({ id: 'p1', companyName: 'Care Co', region: 'North West', staff: 12 });
    useDataStore.getState().mergePartner({ companyName: 'Care Co Ltd', staff: 14 });
    expect(useDataStore.getState().partner).toEqual({ id: 'p1', companyName: 'Care Co Ltd', region: 'North West', staff: 14 });
  });

  it('merges the answer of PATCH /account/update-profile and toasts success', async () => {
    signIn();
    useDataStore.getState().setPartner({ id: 'p1', companyName: 'Care Co', region: 'North West' });
    const api = installFetch({
      'PATCH /api/account/update-profile': () => jsonResponse(200, { partner: { id: 'p1', region: 'London', turnover: 250000 } }),
    });
    await updateProfile({ region: 'London', turnover: 250000 });
    expect(api.callsTo('PATCH', '/api/account/update-profile')[0].body).toEqual({ region: 'London', turnover: 250000 });
    expect(useDataStore.getState().partner).toEqual({ id: 'p1', companyName: 'Care Co', region: 'London', turnover: 250000 });
    expect(useToastStore.getState().toasts[0]).toMatchObject({ type: 'success', message: 'Provider profile updated successfully!' });
  });

  it('keeps the unread count a whole, non-negative number', () => {
    useDataStore.getState().setUnreadNotifications(-3);
    expect(useDataStore.getState().unreadNotifications).toBe(0);
    useDataStore.getState().setUnreadNotifications(4.7);
    expect(useDataStore.getState().unreadNotifications).toBe(4);
  });
});

describe('persistence', () => {
  it('keeps the user and both tokens in localStorage and restores them', async () => {
    signIn({ accessToken: 'a-1', refreshToken: 'r-1' });
    const stored = JSON.parse(window.localStorage.getItem('jointly.auth') ?? 'null');
    expect(stored.state.user).toMatchObject({ accessToken: 'a-1', refreshToken: 'r-1', email: 'ada@provider.example' });

    useAuthStore.setState({ user: null });
    window.localStorage.setItem('jointly.auth', JSON.stringify(stored));
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState().user).toMatchObject({ accessToken: 'a-1', refreshToken: 'r-1' });
  });

  it('replaces both tokens together and persists them', () => {
    signIn();
    useAuthStore.getState().setTokens('a-2', 'r-2');
    expect(JSON.parse(window.localStorage.getItem('jointly.auth') ?? 'null').state.user).toMatchObject({ accessToken: 'a-2', refreshToken: 'r-2' });
  });

  it('persists the data store (search term, partner)', async () => {
    useDataStore.getState().setSearchTerm('supported living');
    useDataStore.getState().setPartner({ id: 'p7', companyName: 'Kind Hands' });
    const stored = window.localStorage.getItem('jointly.data');
    useDataStore.setState({ searchTerm: '', partner: null });
    window.localStorage.setItem('jointly.data', stored ?? '');
    await useDataStore.persist.rehydrate();
    expect(useDataStore.getState()).toMatchObject({ searchTerm: 'supported living', partner: { id: 'p7', companyName: 'Kind Hands' } });
  });

  it('persists the dialog flags, but never restores a stuck loading spinner', async () => {
    useDialogStore.getState().setShowConsortiumMatchingCompanies(true);
    useDialogStore.getState().setLoading(true);
    const stored = JSON.parse(window.localStorage.getItem('jointly.dialog') ?? 'null');
    expect(stored.state).toEqual({ isLoading: true, showDialog: false, showConsortiumMatchingCompanies: true });

    useDialogStore.getState().reset();
    window.localStorage.setItem('jointly.dialog', JSON.stringify(stored));
    await useDialogStore.persist.rehydrate();
    expect(useDialogStore.getState()).toMatchObject({ isLoading: false, showDialog: false, showConsortiumMatchingCompanies: true });
  });
});
