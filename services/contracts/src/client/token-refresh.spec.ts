import { TOKEN_REFRESH_ATTEMPTS, createTokenRefresher, sendWithTokenRefresh } from './token-refresh';

describe('createTokenRefresher', () => {
  it('shares one exchange between calls that meet 451 together, and stores nothing without tokens', async () => {
    let stored: { accessToken: string; refreshToken: string } | null = { accessToken: 'a1', refreshToken: 'r1' };
    let release!: (ok: boolean) => void;
    const exchange = jest.fn(() => new Promise<boolean>((resolve) => (release = resolve)));
    const refresher = createTokenRefresher({ current: () => stored, exchange });
    const first = refresher.refresh('a1');
    const second = refresher.refresh('a1');
    release(true);
    await expect(Promise.all([first, second])).resolves.toEqual([true, true]);
    expect(exchange).toHaveBeenCalledTimes(1);
    expect(exchange).toHaveBeenCalledWith({ accessToken: 'a1', refreshToken: 'r1' });
    stored = null;
    await expect(refresher.refresh('a1')).resolves.toBe(false);
    expect(exchange).toHaveBeenCalledTimes(1);
  });

  it('answers true without a request when another refresh already replaced the expired token', async () => {
    const exchange = jest.fn(async () => true);
    const refresher = createTokenRefresher({ current: () => ({ accessToken: 'a2', refreshToken: 'r2' }), exchange });
    await expect(refresher.refresh('a1')).resolves.toBe(true);
    expect(exchange).not.toHaveBeenCalled();
  });
});

describe('sendWithTokenRefresh', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const run = async <R>(promise: Promise<R>) => {
    await jest.runAllTimersAsync();
    return promise;
  };

  it('retries after each successful refresh, at most TOKEN_REFRESH_ATTEMPTS times, and answers the last result', async () => {
    const send = jest.fn(async () => 451);
    const refresh = jest.fn(async () => true);
    await expect(run(sendWithTokenRefresh({ send, tokenExpired: (s) => s === 451, refresh }))).resolves.toBe(451);
    expect(send).toHaveBeenCalledTimes(TOKEN_REFRESH_ATTEMPTS + 1);
    expect(refresh).toHaveBeenCalledTimes(TOKEN_REFRESH_ATTEMPTS);
  });

  it('stops at a failed refresh and answers the 451', async () => {
    const send = jest.fn(async () => 451);
    const refresh = jest.fn(async () => false);
    await expect(run(sendWithTokenRefresh({ send, tokenExpired: (s) => s === 451, refresh }))).resolves.toBe(451);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('answers the first result that is not a 451', async () => {
    const send = jest.fn().mockResolvedValueOnce(451).mockResolvedValueOnce(200);
    await expect(run(sendWithTokenRefresh({ send, tokenExpired: (s: number) => s === 451, refresh: async () => true }))).resolves.toBe(200);
    expect(send).toHaveBeenCalledTimes(2);
  });
});
