import { PASSWORD_PATTERN, hashPassword, verifyPassword } from './password-hasher';

describe('password hashing (scrypt)', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('Correct horse 1', { N: 1024, r: 8, p: 1 });
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    await expect(verifyPassword('Correct horse 1', hash)).resolves.toBe(true);
    await expect(verifyPassword('correct horse 1', hash)).resolves.toBe(false);
  });

  it('uses OWASP parameters by default and salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same-password-1'), hashPassword('same-password-1')]);
    expect(a.startsWith('scrypt$131072$8$1$')).toBe(true);
    expect(a).not.toBe(b);
    await expect(verifyPassword('same-password-1', b)).resolves.toBe(true);
  });

  it('rejects malformed stored hashes', async () => {
    await expect(verifyPassword('x', 'md5$abc')).resolves.toBe(false);
  });

  it('password rule: letters and digits, 8 to 128 characters', () => {
    expect(PASSWORD_PATTERN.test('abcdefg1')).toBe(true);
    expect(PASSWORD_PATTERN.test('abcdefgh')).toBe(false);
    expect(PASSWORD_PATTERN.test('1234567')).toBe(false);
  });
});
