import { fetchUtils, HttpError } from 'react-admin';
import {
  AUTH_STATUS,
  SESSION_EXPIRED_MESSAGE,
  TOKEN_REFRESH_ATTEMPTS,
  TOKEN_REFRESH_DELAY_MS,
  createTokenRefresher,
  sendWithTokenRefresh,
  type TokenRefreshResponse,
} from '@jointly/contracts';
import { clearSession, readSession, setTokens } from './session-store';

export const API_BASE = '/api';
export const TOKEN_EXPIRED_STATUS = AUTH_STATUS.TOKEN_EXPIRED;
export const SESSION_EXPIRED_STATUS = AUTH_STATUS.SESSION_EXPIRED;
export { SESSION_EXPIRED_MESSAGE, TOKEN_REFRESH_ATTEMPTS, TOKEN_REFRESH_DELAY_MS };

async function exchangeTokens(accessToken: string, refreshToken: string): Promise<boolean> {
  try {
    const response = await fetch(`${API_BASE}/account/refresh-token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ expiredToken: accessToken, refreshToken }),
    });
    if (!response.ok) return false;
    const body = (await response.json()) as Partial<TokenRefreshResponse>;
    if (!body.token || !body.refreshToken) return false;
    setTokens(body.token, body.refreshToken);
    return true;
  } catch {
    return false;
  }
}

/** One refresh for every call that hit 451 together; a call whose token another refresh already replaced just retries. */
const tokens = createTokenRefresher({
  current: () => readSession(),
  exchange: ({ accessToken, refreshToken }) => exchangeTokens(accessToken, refreshToken),
});

function withToken(options: fetchUtils.Options): fetchUtils.Options {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = readSession()?.accessToken;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return { ...options, headers };
}

type Attempt = { ok: true; value: Awaited<ReturnType<typeof fetchUtils.fetchJson>> } | { ok: false; error: unknown };
const statusOf = (error: unknown) => (error as HttpError).status;

/**
 * fetchJson with the admin's bearer token, and the web app's session rules (@jointly/contracts, client/token-refresh):
 * - on 451 wait 1 s, refresh the tokens (POST /api/account/refresh-token) and retry, up to 3 times;
 * - on 456, or when the refresh fails, forget the session and fail with 456 (the authProvider then logs out).
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  let token: string | undefined;
  const result = await sendWithTokenRefresh<Attempt>({
    send: () => {
      token = readSession()?.accessToken;
      return fetchUtils.fetchJson(url, withToken(options)).then(
        (value): Attempt => ({ ok: true, value }),
        (error: unknown): Attempt => ({ ok: false, error }),
      );
    },
    tokenExpired: (attempt) => !attempt.ok && statusOf(attempt.error) === TOKEN_EXPIRED_STATUS,
    refresh: () => tokens.refresh(token),
  });
  if (result.ok) return result.value;
  const status = statusOf(result.error);
  if (status === TOKEN_EXPIRED_STATUS || status === SESSION_EXPIRED_STATUS) {
    clearSession();
    throw new HttpError(SESSION_EXPIRED_MESSAGE, SESSION_EXPIRED_STATUS, (result.error as HttpError).body);
  }
  throw result.error;
}
