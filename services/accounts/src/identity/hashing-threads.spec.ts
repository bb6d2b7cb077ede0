import { BUSY_SLOWDOWN, BUSY_UTILIZATION, hashStartInterval } from './hashing-threads';

describe('hashStartInterval', () => {
  const cap = 1000 / 45;

  it('keeps the cap while the event loop has room (an idle server, or one serving sign-ins only)', () => {
    expect(hashStartInterval(cap, 0)).toBe(cap);
    expect(hashStartInterval(cap, 0.17)).toBe(cap);
    expect(hashStartInterval(cap, BUSY_UTILIZATION)).toBe(cap);
  });

  it('starts hashes three times less often while the loop is saturated by other requests', () => {
    expect(BUSY_SLOWDOWN).toBe(3);
    expect(hashStartInterval(cap, 0.99)).toBeCloseTo(cap * 3);
    expect(1000 / hashStartInterval(cap, 1)).toBeCloseTo(15);
  });

  it('does not pace without a cap', () => {
    expect(hashStartInterval(0, 1)).toBe(0);
  });
});
