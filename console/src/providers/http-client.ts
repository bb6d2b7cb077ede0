import { fetchUtils, HttpError } from 'react-admin';
import { clearSession, readSession, setTokens } from './session-store';

export const API_BASE = '/api';
export const TOKEN_EXPIRED_STATUS = 451;
export const SESSION_EXPIRED_STATUS = 456;
export const TOKEN_REFRESH_ATTEMPTS = 3;
export const TOKEN_REFRESH_DELAY_MS = 1000;
export const SESSION_EXPIRED_MESSAGE = 'Session has expired, please login again!';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let refreshInFlight: Promise<boolean> | null = null;

async function callRefresh(): Promise<boolean> {
  const session = readSession();
  if (!session) return false;
  try {
    const response = await fetch(`${API_BASE}/account/refresh-token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ expiredToken: session.accessToken, refreshToken: session.refreshToken }),
    });
    if (!response.ok) return false;
    const body = (await response.json()) as { token?: string; refreshToken?: string };
    if (!body.token || !body.refreshToken) return false;
    setTokens(body.token, body.refreshToken);
    return true;
  } catch {
    return false;
  }
}

/** One refresh for every call that hit 451 together; a call whose token another refresh already replaced just retries. */
function refreshSession(expiredToken: string | undefined): Promise<boolean> {
  const current = readSession()?.accessToken;
  if (!current) return Promise.resolve(false);
  if (expiredToken && current !== expiredToken) return Promise.resolve(true);
  refreshInFlight ??= callRefresh().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

function withToken(options: fetchUtils.Options): fetchUtils.Options {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = readSession()?.accessToken;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return { ...options, headers };
}

/**
 * fetchJson with the admin's bearer token, and the web app's session rules:
 * - on 451 wait 1 s, refresh the tokens (POST /api/account/refresh-token) and retry, up to 3 times;
 * - on 456, or when the refresh fails, forget the session and fail with 456 (the authProvider then logs out).
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  for (let attempt = 0; ; attempt += 1) {
    const token = readSession()?.accessToken;
    try {
      return await fetchUtils.fetchJson(url, withToken(options));
    } catch (error) {
      const status = (error as HttpError).status;
      if (status === TOKEN_EXPIRED_STATUS && attempt < TOKEN_REFRESH_ATTEMPTS) {
        await sleep(TOKEN_REFRESH_DELAY_MS);
        if (await refreshSession(token)) continue;
      }
      if (status === TOKEN_EXPIRED_STATUS || status === SESSION_EXPIRED_STATUS) {
        clearSession();
        throw new HttpError(SESSION_EXPIRED_MESSAGE, SESSION_EXPIRED_STATUS, (error as HttpError).body);
      }
      throw error;
    }
  }
}
