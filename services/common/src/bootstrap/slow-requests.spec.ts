import { EventLoopWatch, registerSlowRequestLog } from './slow-requests';

describe('EventLoopWatch', () => {
  const clock = () => {
    let t = 0;
    return { now: () => t, advance: (ms: number) => (t += ms) };
  };

  it('reports a tick that comes late by at least the threshold, with how late', () => {
    const c = clock();
    const reported: number[] = [];
    const watch = new EventLoopWatch((ms) => reported.push(ms), 1000, c.now);
    watch['last'] = c.now();
    c.advance(100);
    watch.tick(); // on time
    c.advance(600);
    watch.tick(); // 500 ms late: kept, not reported
    c.advance(2600);
    watch.tick(); // 2,500 ms late
    expect(reported).toEqual([2500]);
  });

  it('answers the longest stall that ended since a moment, and forgets stalls older than a minute', () => {
    const c = clock();
    const watch = new EventLoopWatch(() => undefined, 1000, c.now);
    watch['last'] = c.now();
    c.advance(400);
    watch.tick(); // 300 late, ends at 400
    const since = c.now();
    c.advance(1100);
    watch.tick(); // 1,000 late, ends at 1,500
    c.advance(150);
    watch.tick(); // 50 late
    expect(watch.longestSince(0)).toBe(1000);
    expect(watch.longestSince(since)).toBe(1000);
    expect(watch.longestSince(c.now() + 1)).toBe(0);
    c.advance(61_000);
    watch.tick(); // 60,900 late: the older ones are gone
    expect(watch.longestSince(0)).toBe(60_900);
  });

  it('keeps nothing for ticks under 10 ms late', () => {
    const c = clock();
    const watch = new EventLoopWatch(() => undefined, 1000, c.now);
    watch['last'] = c.now();
    c.advance(109);
    watch.tick();
    expect(watch.longestSince(0)).toBe(0);
  });
});

describe('registerSlowRequestLog', () => {
  it('warns of a request slower than the threshold with its path (no query), status, time and the loop stall', async () => {
    const { default: Fastify } = await import('fastify');
    const app = Fastify();
    const warned: Array<Record<string, unknown>> = [];
    registerSlowRequestLog(app, 50, (record) => warned.push(record));
    app.get('/slow', async () => {
      const until = Date.now() + 150;
      while (Date.now() < until); // blocks the event loop
      return { ok: true };
    });
    app.get('/waits', async () => new Promise((resolve) => setTimeout(() => resolve({ ok: true }), 80)));
    app.get('/fast', async () => ({ ok: true }));
    try {
      await app.inject({ method: 'GET', url: '/fast' });
      await app.inject({ method: 'GET', url: '/waits?token=secret' });
      await app.inject({ method: 'GET', url: '/slow' });
      await new Promise((resolve) => setTimeout(resolve, 250)); // the watch's next tick sees the stall
      const requests = warned.filter((w) => w.msg === 'slow request');
      expect(requests.map((w) => w.url)).toEqual(['/waits', '/slow']);
      expect(requests[0]).toMatchObject({ method: 'GET', status: 200, inFlight: 0 });
      expect(requests[0].ms as number).toBeGreaterThanOrEqual(50);
      expect(requests[0].eventLoopStallMs as number).toBeLessThan(50);
      expect(requests[1].eventLoopStallMs as number).toBeGreaterThanOrEqual(100);
      expect(warned.some((w) => w.msg === 'event loop stalled')).toBe(true);
    } finally {
      await app.close();
    }
  });
});
