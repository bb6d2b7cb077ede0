import { HANDOFF_CODE_PATTERN, HANDOFF_TTL_MS, handoffExpiry, hashHandoffCode, newHandoffCode } from './handoff-code';

describe('console hand-off code', () => {
  it('is 256 random bits in base64url, different every time', () => {
    const codes = new Set(Array.from({ length: 100 }, newHandoffCode));
    expect(codes.size).toBe(100);
    for (const code of codes) expect(code).toMatch(HANDOFF_CODE_PATTERN);
  });

  it('is stored as a hash that does not contain the code', () => {
    const code = newHandoffCode();
    const hash = hashHandoffCode(code);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(code);
    expect(hashHandoffCode(code)).toBe(hash);
    expect(hashHandoffCode(newHandoffCode())).not.toBe(hash);
  });

  it('lives one minute', () => {
    const now = new Date('2026-11-25T10:00:00Z');
    expect(handoffExpiry(now).getTime() - now.getTime()).toBe(HANDOFF_TTL_MS);
    expect(HANDOFF_TTL_MS).toBe(60_000);
  });
});
