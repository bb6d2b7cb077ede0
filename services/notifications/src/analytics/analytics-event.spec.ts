import { normaliseAnalyticsPath, toAnalyticsRows } from './analytics-event';

describe('analytics paths', () => {
  it.each([
    ['/', '/'],
    ['/v3/dashboard/tenders?q=care#top', '/v3/dashboard/tenders'],
    ['/tender/12345', '/tender/:id'],
    ['/tender/ocds-b5fd17-1234', '/tender/:id'],
    ['/consortium/0b6f3a3e-8c1f-4f7a-9a43-1c2d3e4f5a6b', '/consortium/:id'],
    ['/v3/dashboard/my-workspace/42/', '/v3/dashboard/my-workspace/:id'],
    ['/expert-connect/jo%40example.com', '/expert-connect/:id'],
    ['/x/%E0%A4%A', '/x/:id'],
    ['/x/<script>', '/x/:id'],
  ])('%s is counted as %s', (raw, expected) => {
    expect(normaliseAnalyticsPath(raw)).toBe(expected);
  });

  it.each(['', 'https://evil.example/', '//evil.example', 'tender/1', '/abcd'.repeat(60)])('refuses %j', (raw) => {
    expect(normaliseAnalyticsPath(raw)).toBeNull();
  });
});

describe('analytics batches', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const at = (msAgo: number) => new Date(now.getTime() - msAgo).toISOString();

  it('turns page views and events into rows', () => {
    const result = toAnalyticsRows(
      [
        { type: 'pageview', path: '/tender/9', at: at(1000) },
        { type: 'event', path: '/', name: 'cookie.accept', at: at(0) },
      ],
      now,
    );
    expect(result).toEqual({
      ok: true,
      dropped: 0,
      rows: [
        { kind: 'pageview', path: '/tender/:id', name: null, occurredAt: new Date(at(1000)) },
        { kind: 'event', path: '/', name: 'cookie.accept', occurredAt: now },
      ],
    });
  });

  it.each([
    [{ type: 'event', path: '/', at: at(0) }, 'name is required'],
    [{ type: 'pageview', path: '/', name: 'x', at: at(0) }, 'name is only for events'],
    [{ type: 'pageview', path: 'http://x', at: at(0) }, 'app path'],
    [{ type: 'pageview', path: '//evil.example', at: at(0) }, 'app path'],
  ] as const)('refuses %j', (event, reason) => {
    const result = toAnalyticsRows([event as never], now);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toContain(reason);
  });

  it('drops events outside the last day or whose path is no app path once ids are replaced, and stores the rest', () => {
    const fresh = { type: 'pageview', path: '/tender/9', at: at(1000) } as const;
    const result = toAnalyticsRows(
      [
        { type: 'pageview', path: '/', at: at(2 * 86_400_000) },
        { type: 'pageview', path: '/', at: at(-10 * 60_000) },
        { type: 'pageview', path: '/', at: 'yesterday' },
        { type: 'pageview', path: '/abcd'.repeat(60), at: at(0) },
        fresh,
      ],
      now,
    );
    expect(result).toEqual({
      ok: true,
      dropped: 4,
      rows: [{ kind: 'pageview', path: '/tender/:id', name: null, occurredAt: new Date(fresh.at) }],
    });
  });
});
