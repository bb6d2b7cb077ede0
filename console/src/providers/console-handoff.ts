import { API_BASE } from './http-client';
import { readSession, writeSession, type StoredUser } from './session-store';

/**
 * The web app's admin sign-in (/admin) hands its session to the console without a second login: it asks the accounts
 * service for a one-time code (60 s, single use), leaves it in this tab's sessionStorage under this key and opens the
 * console. The console takes the code (removing it at once) and exchanges it for a session of its own. The code never
 * travels in a URL, so it reaches no server log, referrer or browser history; the web app's tokens are never shared.
 */
export const HANDOFF_STORAGE_KEY = 'jointly.console-handoff';

function takeHandoffCode(): string | null {
  try {
    const code = sessionStorage.getItem(HANDOFF_STORAGE_KEY);
    sessionStorage.removeItem(HANDOFF_STORAGE_KEY);
    return code;
  } catch {
    return null;
  }
}

let pending: Promise<void> | null = null;

/** Redeems a waiting hand-off code, once even when several checks ask at the same moment. A stale session is replaced. */
export function redeemHandoff(): Promise<void> {
  if (pending) return pending;
  const code = takeHandoffCode();
  if (!code) return Promise.resolve();
  pending = exchange(code).finally(() => {
    pending = null;
  });
  return pending;
}

async function exchange(code: string): Promise<void> {
  const response = await fetch(`${API_BASE}/admin/console-handoff/exchange`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ code }),
  });
  const body = (await response.json().catch(() => ({}))) as {
    accessToken?: string;
    refreshToken?: string;
    user?: StoredUser;
    message?: string;
  };
  if (!response.ok || !body.accessToken || !body.refreshToken || body.user?.accountType !== 'admin') {
    throw new Error(body.message ?? 'The sign-in from the web app could not be completed; please sign in.');
  }
  const previous = readSession();
  writeSession({ accessToken: body.accessToken, refreshToken: body.refreshToken, user: body.user });
  // The session this tab had before (perhaps another admin's) is ended rather than left alive behind the new one.
  if (previous)
    await fetch(`${API_BASE}/account/logout`, { method: 'POST', headers: { Authorization: `Bearer ${previous.accessToken}` } }).catch(
      () => undefined,
    );
}
