import { toast } from '@/components/ui/toast/toast-store';
import { MESSAGES, SESSION_EXPIRED_LOGOUT_DELAY_MS } from '@/config/constants';
import { getEnv } from '@/config/env';
import { paths } from '@/config/paths';
import { getAccessToken, getSessionUser, useAuthStore } from '@/stores/auth-store';
import { setLoading } from '@/stores/dialog-store';
import {
  AUTH_STATUS,
  createTokenRefresher,
  sendWithTokenRefresh,
  type ApiErrorBody,
  type TokenRefreshRequest,
  type TokenRefreshResponse,
} from '@jointly/contracts';
import { ApiError } from './api-error';
import { logout } from './auth';
import { buildQuery, type QueryParams } from './query-string';

export { ApiError } from './api-error';

/** Status codes with a special meaning (spec §8; AUTH_STATUS of @jointly/contracts). */
export const TOKEN_EXPIRED_STATUS = AUTH_STATUS.TOKEN_EXPIRED;
export const SESSION_EXPIRED_STATUS = AUTH_STATUS.SESSION_EXPIRED;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** JSON-serialised unless it is FormData (multipart uploads). */
  body?: unknown;
  query?: QueryParams;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Toast the failure (default true). Callers with their own wording (e.g. signup's
   * 'An existing account already has this email address') turn it off and use `error.body?.message`.
   */
  toastOnError?: boolean;
  /** Absolute URL instead of the API base (the external contact-form host). */
  absoluteUrl?: boolean;
}

function urlFor(path: string, query?: QueryParams, absolute = false): string {
  const base = absolute ? path : `${getEnv().apiBase}${path.startsWith('/') ? path : `/${path}`}`;
  const qs = buildQuery(query);
  if (!qs) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${qs}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function messageOf(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const message = (body as ApiErrorBody).message;
  if (Array.isArray(message)) return message.filter(Boolean).join(' ') || null;
  return typeof message === 'string' && message.trim() ? message : null;
}

function send(path: string, options: RequestOptions, accessToken: string | null): Promise<Response> {
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // Spec §4: the bearer token when signed in, otherwise an empty Authorization header.
    Authorization: accessToken ? `Bearer ${accessToken}` : '',
    ...(options.body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
    ...options.headers,
  };
  return fetch(urlFor(path, options.query, options.absoluteUrl), {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
    signal: options.signal,
    credentials: 'same-origin',
  });
}

// ---- token refresh (451): the rules shared with the console (@jointly/contracts, client/token-refresh) ---------

async function exchangeTokens(expiredToken: string, refreshToken: string): Promise<boolean> {
  try {
    const payload: TokenRefreshRequest = { expiredToken, refreshToken };
    // Sent without the expired bearer (an empty Authorization header): the tokens travel in the body.
    const response = await send('/account/refresh-token', { method: 'POST', body: payload }, null);
    if (!response.ok) return false;
    const body = (await readBody(response)) as Partial<TokenRefreshResponse> | undefined;
    if (!body?.token || !body.refreshToken) return false;
    useAuthStore.getState().setTokens(body.token, body.refreshToken);
    return true;
  } catch {
    return false;
  }
}

/**
 * Gets a fresh access token to replace an expired one. Calls that hit 451 together share one refresh;
 * a call whose token was already replaced by another call's refresh just retries with the new one.
 */
const tokens = createTokenRefresher({
  current: () => getSessionUser(),
  exchange: ({ accessToken, refreshToken }) => exchangeTokens(accessToken, refreshToken),
});

/** Refreshes the access token now (the live-editing socket, refused with an expired token); false when it could not. */
export function refreshAccessToken(): Promise<boolean> {
  return tokens.refresh(useAuthStore.getState().user?.accessToken ?? null);
}

// ---- session end (456, failed refresh) ---------------------------------------------------------

let sessionExpiryHandled = false;

/**
 * Tells the user once and logs out once, however many calls fail together: the flag stays up until
 * the logout has run; after that, with nobody signed in, there is nothing left to end.
 */
function endExpiredSession(): void {
  setLoading(false);
  if (sessionExpiryHandled || !getSessionUser()) return;
  sessionExpiryHandled = true;
  // Raised for the login page, where the user lands a second later, so the navigation does not clear it.
  toast.error(MESSAGES.sessionExpired, { path: paths.login.path });
  setTimeout(() => {
    logout('session-expired').finally(() => {
      sessionExpiryHandled = false;
    });
  }, SESSION_EXPIRED_LOGOUT_DELAY_MS);
}

function fail(status: number, body: unknown, options: RequestOptions): never {
  const message = messageOf(body) ?? MESSAGES.genericError;
  setLoading(false);
  if (options.toastOnError !== false) toast.error(message);
  throw new ApiError(status, message, (body && typeof body === 'object' ? body : null) as ApiErrorBody | null);
}

/**
 * Calls the API (spec §4, §8):
 * - sends `Authorization: Bearer <accessToken>` when signed in, else an empty Authorization header;
 * - on 451 waits 1 s, refreshes the tokens (POST /account/refresh-token) and retries, up to 3 times;
 * - if a refresh fails, or on 456, toasts 'Session has expired, please login again!' and logs out after 1 s (once);
 * - on any other error toasts the response's `message` (else 'Something went wrong, try again!'),
 *   clears the loading flag and rejects with an ApiError.
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  let token: string | null = null;
  let response: Response;
  try {
    response = await sendWithTokenRefresh({
      send: () => {
        token = getAccessToken();
        return send(path, options, token);
      },
      tokenExpired: (answer) => answer.status === TOKEN_EXPIRED_STATUS,
      refresh: () => tokens.refresh(token),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // Network failure: nothing to read; the generic message.
    return fail(0, null, options);
  }

  if (response.status === TOKEN_EXPIRED_STATUS || response.status === SESSION_EXPIRED_STATUS) {
    const body = await readBody(response).catch(() => null);
    endExpiredSession();
    throw new ApiError(response.status, MESSAGES.sessionExpired, (body ?? null) as ApiErrorBody | null);
  }

  const body = await readBody(response).catch(() => undefined);
  if (!response.ok) return fail(response.status, body, options);
  return body as T;
}

export const api = {
  get: <T = unknown>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T = unknown>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** Resets the module's shared state between tests. */
export function resetApiClientState(): void {
  tokens.reset();
  sessionExpiryHandled = false;
}
