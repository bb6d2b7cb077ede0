import { VerifiedTokenCache, expiryOf } from './verified-token-cache';

const user = { id: 'a', role: 'provider' as const, email: 'a@b.co', companyId: null, sessionId: 's' };

describe('VerifiedTokenCache', () => {
  it('remembers verified tokens by their exact string', () => {
    const cache = new VerifiedTokenCache();
    cache.set('h.p.s', user, 1000);
    expect(cache.get('h.p.s')).toEqual({ user, expiresAtMs: 1000 });
    expect(cache.get('h.p.t')).toBeUndefined();
  });

  it('evicts the oldest entries when full', () => {
    const cache = new VerifiedTokenCache(10);
    for (let i = 0; i < 11; i++) cache.set(`t${i}`, user, 1);
    expect(cache.get('t0')).toBeUndefined();
    expect(cache.get('t10')).toBeDefined();
  });

  it('reads the exp claim', () => {
    const payload = Buffer.from(JSON.stringify({ exp: 1700000000 })).toString('base64url');
    expect(expiryOf(`x.${payload}.y`)).toBe(1700000000000);
  });
});
