import { SearchResultCache } from './search-result-cache';

describe('SearchResultCache', () => {
  let now = 0;
  const clock = () => now;
  const fresh = (entries = 3, maxAgeMs = 1000) => {
    const cache = new SearchResultCache<number>(entries, maxAgeMs, clock);
    cache.invalidate(); // the change feed is connected
    return cache;
  };
  beforeEach(() => (now = 0));

  it('computes nothing while the change feed is not connected', async () => {
    const cache = new SearchResultCache<number>(10, 1000, clock);
    let calls = 0;
    await cache.get('a', async () => ++calls);
    await cache.get('a', async () => ++calls);
    expect(calls).toBe(2);
    expect(cache.enabled).toBe(false);
  });

  it('answers a repeated search from memory, and shares one computation between concurrent callers', async () => {
    const cache = fresh();
    let calls = 0;
    const compute = async () => ++calls;
    const [a, b] = await Promise.all([cache.get('q', compute), cache.get('q', compute)]);
    expect([a, b, await cache.get('q', compute)]).toEqual([1, 1, 1]);
    expect(calls).toBe(1);
    expect({ hits: cache.hits, misses: cache.misses }).toEqual({ hits: 2, misses: 1 });
  });

  it('forgets everything on a change, including computations still running', async () => {
    const cache = fresh();
    let release!: (n: number) => void;
    const running = cache.get('q', () => new Promise<number>((resolve) => (release = resolve)));
    cache.invalidate();
    release(1);
    expect(await running).toBe(1);
    expect(await cache.get('q', async () => 2)).toBe(2);
  });

  it('evicts the least recently used entry beyond its size, and expires entries after maxAge', async () => {
    const cache = fresh(2, 1000);
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    await cache.get('a', async () => 99); // a is now the most recent
    await cache.get('c', async () => 3); // evicts b
    expect(await cache.get('b', async () => 20)).toBe(20);
    expect(cache.size).toBe(2);
    now = 1001;
    expect(await cache.get('b', async () => 21)).toBe(21);
  });

  it('does not keep failures, and computes fresh while suspended', async () => {
    const cache = fresh();
    await expect(cache.get('q', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('q', async () => 5)).toBe(5);
    cache.suspend();
    expect(await cache.get('q', async () => 6)).toBe(6);
    expect(cache.size).toBe(0);
  });

  it('is off with zero entries', async () => {
    const cache = fresh(0);
    let calls = 0;
    await cache.get('q', async () => ++calls);
    await cache.get('q', async () => ++calls);
    expect(calls).toBe(2);
  });
});
