/** The one error body every endpoint answers with. `message` is a sentence the web app can show as a toast. */
export interface ApiErrorBody {
  statusCode: number;
  code: string;
  message: string;
  requestId: string;
  details?: unknown;
}

/** Status codes with a special meaning for clients (spec §4, §8). */
export const AUTH_STATUS = {
  /** No or invalid token. */
  UNAUTHENTICATED: 401,
  /** Access token expired: refresh and retry. */
  TOKEN_EXPIRED: 451,
  /** Session revoked or refresh impossible: log out. */
  SESSION_EXPIRED: 456,
} as const;
