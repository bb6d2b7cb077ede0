/**
 * The session rules every client of the API follows (spec §4, §8), written once for the web app and the console:
 * an access token answered 451 (AUTH_STATUS.TOKEN_EXPIRED) is refreshed with POST /account/refresh-token and the call
 * retried, TOKEN_REFRESH_ATTEMPTS times at most, TOKEN_REFRESH_DELAY_MS apart; calls that meet 451 together share one
 * refresh; a 456, or a refresh that fails, ends the session (each client says so in its own way). Plain TypeScript,
 * no dependency: the clients bring their own fetch and token store.
 */

export const TOKEN_REFRESH_ATTEMPTS = 3;
export const TOKEN_REFRESH_DELAY_MS = 1000;
export const SESSION_EXPIRED_MESSAGE = 'Session has expired, please login again!';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

export interface TokenRefresher {
  /**
   * A fresh access token in place of `expiredToken`: true when the store now holds one. A call whose token another
   * call's refresh already replaced just retries (true without a request); calls that ask together share one request.
   */
  refresh(expiredToken: string | null | undefined): Promise<boolean>;
  /** Forgets a refresh in flight (tests). */
  reset(): void;
}

/**
 * `current` reads the stored tokens; `exchange` calls POST /account/refresh-token with them, stores the new pair and
 * answers whether it could.
 */
export function createTokenRefresher(deps: {
  current: () => Partial<SessionTokens> | null | undefined;
  exchange: (tokens: SessionTokens) => Promise<boolean>;
}): TokenRefresher {
  let inFlight: Promise<boolean> | null = null;
  return {
    refresh(expiredToken) {
      const tokens = deps.current();
      if (!tokens?.accessToken || !tokens.refreshToken) return Promise.resolve(false);
      if (expiredToken && tokens.accessToken !== expiredToken) return Promise.resolve(true);
      const pair = { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
      inFlight ??= deps.exchange(pair).finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    reset() {
      inFlight = null;
    },
  };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends, and while the answer is a 451: waits, refreshes and sends again (TOKEN_REFRESH_ATTEMPTS times at most, and
 * not after a refresh that failed). Answers the last result; the caller treats a 451 left or a 456 as the end of the
 * session. `send` reads the current token itself; `refresh` refreshes the token that attempt used.
 */
export async function sendWithTokenRefresh<R>(options: {
  send: () => Promise<R>;
  tokenExpired: (result: R) => boolean;
  refresh: () => Promise<boolean>;
}): Promise<R> {
  let result = await options.send();
  for (let attempt = 0; attempt < TOKEN_REFRESH_ATTEMPTS && options.tokenExpired(result); attempt += 1) {
    await sleep(TOKEN_REFRESH_DELAY_MS);
    if (!(await options.refresh())) break;
    result = await options.send();
  }
  return result;
}
