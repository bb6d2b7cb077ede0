import { toast } from '@/components/ui/toast/toast-store';
import { MESSAGES } from '@/config/constants';
import { paths } from '@/config/paths';
import { type SessionUser, type User, useAuthStore } from '@/stores/auth-store';
import { useDataStore } from '@/stores/data-store';
import { useDialogStore } from '@/stores/dialog-store';
import type { AccountKind, LoginResponse } from '@jointly/contracts';
import { getCurrentHref, navigateTo } from './navigation';
import { endSession } from './session-events';

/** The account kind of a user, whatever the backend calls the field ('role' or 'accountType', any case). */
export function accountKindOf(user: Pick<User, 'role' | 'accountType'> | null | undefined): AccountKind | null {
  const raw = String(user?.role ?? user?.accountType ?? '').toLowerCase();
  if (raw === 'expert' || raw === 'staff' || raw === 'admin' || raw === 'provider') return raw;
  return raw ? 'provider' : null;
}

export function isSignedIn(): boolean {
  return Boolean(useAuthStore.getState().user?.accessToken);
}

/** A same-site path the app may return to after login; anything else (absolute URLs, '//host') is refused. */
export function safeReturnPath(candidate: string | null | undefined): string | null {
  if (!candidate || typeof candidate !== 'string') return null;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return null;
  const pathname = candidate.split(/[?#]/)[0];
  // Returning to a guest-only page would just bounce; fall back to the default instead.
  if (GUEST_ONLY_PATHS.has(pathname)) return null;
  return candidate;
}

const GUEST_ONLY_PATHS = new Set<string>([
  paths.login.path,
  paths.register.path,
  paths.confirmEmail.path,
  paths.passwordEmail.path,
  paths.passwordEmailOtp.path,
  paths.passwordNew.path,
]);

/**
 * Where a user lands after login when no page was remembered (spec §2): an Expert goes to
 * /v3/expert-dashboard; a Provider to /v3/dashboard, or /v3/dashboard/get-started when the old-user flag is set.
 */
export function defaultPathAfterLogin(user: Pick<User, 'role' | 'accountType'>, oldUserStatus?: boolean): string {
  const kind = accountKindOf(user);
  if (kind === 'expert') return paths.expertDashboard.path;
  if (kind === 'admin') return paths.adminDashboard.path;
  if (oldUserStatus) return paths.dashboardGetStarted.path;
  return paths.dashboard.path;
}

/**
 * Where a user lands right after confirming their e-mail (spec §2): a provider completes the company profile,
 * an expert the expert profile, staff the staff profile.
 */
export function pathAfterVerification(user: Pick<User, 'role' | 'accountType'>): string {
  const kind = accountKindOf(user);
  if (kind === 'expert') return paths.v3UserUpdateExpertProfile.path;
  if (kind === 'staff') return paths.v3UserUpdateStaffProfile.path;
  return paths.v3UserUpdateProfile.path;
}

/** Stores what login answered: the user with both tokens, and (for a provider who is not an old user) the partner record. */
export function startSession(response: LoginResponse): SessionUser {
  const user: SessionUser = {
    ...response.user,
    accessToken: response.accessToken,
    refreshToken: response.refreshToken,
    oldUserStatus: Boolean(response.oldUserStatus),
  };
  useAuthStore.getState().setUser(user);
  const kind = accountKindOf(user);
  if (response.partner && kind !== 'expert' && !response.oldUserStatus) {
    useDataStore.getState().setPartner(response.partner);
  }
  return user;
}

export type LogoutReason = 'user' | 'session-expired';

/**
 * Logout (spec §4): clears the session (sessionStorage and cached server data), the search term and
 * other stored data, the tokens and the user; then goes to /v3/login.
 * A user's own logout toasts 'Logged out successfully'. When the session expired, the API client has
 * already toasted 'Session has expired, please login again!'; that message is kept (not replaced) and the
 * login page remembers where the user was.
 */
export async function logout(reason: LogoutReason = 'user'): Promise<void> {
  const returnTo = reason === 'session-expired' ? safeReturnPath(getCurrentHref()) : null;
  useAuthStore.getState().clear();
  useDataStore.getState().reset();
  useDialogStore.getState().reset();
  try {
    window.sessionStorage.clear();
  } catch {
    /* storage unavailable */
  }
  endSession();
  if (reason === 'user') toast.success(MESSAGES.loggedOut, { path: paths.login.path });
  await navigateTo(paths.login.getHref(returnTo), { replace: true });
}
