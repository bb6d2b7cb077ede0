import { createConcurrencyLimit, isChunkLoadError, reloadAfterChunkError, withChunkReload } from '../chunk-loading';

describe('page-reload guard (spec §9: 10,000 ms)', () => {
  it('recognises the errors browsers give for a missing chunk, and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a-1.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads at most once per 10 s', () => {
    const reload = jest.fn();
    const t0 = 1_000_000;
    expect(reloadAfterChunkError({ now: t0, reload })).toBe(true);
    expect(reloadAfterChunkError({ now: t0 + 9_999, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadAfterChunkError({ now: t0 + 10_000, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('a failed chunk reloads and never settles; a second failure within 10 s reaches the error page', async () => {
    const reload = jest.fn();
    const missing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));
    const guard = (error: unknown) => isChunkLoadError(error) && reloadAfterChunkError({ reload });
    let settled = false;
    void withChunkReload(missing, guard)().finally(() => (settled = true));
    await new Promise((r) => setTimeout(r, 10));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(settled).toBe(false);
    await expect(withChunkReload(missing, guard)()).rejects.toThrow('dynamically imported module');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('other errors are not reloaded away', async () => {
    const reload = jest.fn();
    const broken = () => Promise.reject(new Error('render bug'));
    await expect(withChunkReload(broken, (e) => isChunkLoadError(e) && reloadAfterChunkError({ reload }))()).rejects.toThrow('render bug');
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('route preloads (spec §9: at most 4 at once)', () => {
  it('never runs more than 4, and runs them all in order', async () => {
    const limit = createConcurrencyLimit();
    let peak = 0;
    const started: number[] = [];
    const releases: Array<() => void> = [];
    const tasks = Array.from({ length: 10 }, (_, i) =>
      limit.run(
        () =>
          new Promise<number>((resolve) => {
            started.push(i);
            peak = Math.max(peak, limit.running);
            releases.push(() => resolve(i));
          }),
      ),
    );
    await Promise.resolve();
    expect(limit.running).toBe(4);
    expect(limit.waiting).toBe(6);
    while (releases.length) {
      releases.shift()!();
      await new Promise((r) => setTimeout(r, 0));
    }
    await expect(Promise.all(tasks)).resolves.toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(peak).toBe(4);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('a failed preload frees its place', async () => {
    const limit = createConcurrencyLimit(1);
    await expect(limit.run(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    await expect(limit.run(async () => 'next')).resolves.toBe('next');
  });
});
