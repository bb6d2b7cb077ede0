import { logout } from '@/lib/auth';
import { logoutSession } from './profile';

/**
 * The user's own log-out, wherever it starts (the account menu, /account): ends the session on the server first, so
 * its refresh token is dead and its access tokens answer 456, then here, whatever the server answers.
 */
export async function signOut(): Promise<void> {
  await logoutSession().catch(() => undefined);
  await logout();
}
