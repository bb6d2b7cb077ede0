import os from 'node:os';
import {
  HASHING_CONCURRENCY,
  PASSWORD_PATTERN,
  decoyHash,
  hashPassword,
  hashPasswordScrypt,
  hashingQueue,
  hashingThreadPriorities,
  limitHashingRate,
  needsRehash,
  verifyPassword,
} from './password-hasher';
import { HASHING_MAX_WAITING } from './hashing-threads';

describe('password hashing (argon2id, legacy scrypt verified)', () => {
  it('hashes with argon2id at the OWASP parameters (m=19456 KiB, t=2, p=1) and salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same-password-1'), hashPassword('same-password-1')]);
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]{43}$/);
    expect(a).not.toBe(b);
    await expect(verifyPassword('same-password-1', b)).resolves.toBe(true);
    expect(needsRehash(a)).toBe(false);
  });

  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('Correct horse 1');
    await expect(verifyPassword('Correct horse 1', hash)).resolves.toBe(true);
    await expect(verifyPassword('correct horse 1', hash)).resolves.toBe(false);
  });

  it('still verifies a legacy scrypt hash, and marks it for re-hashing', async () => {
    const legacy = await hashPasswordScrypt('Old password 1', { N: 1024, r: 8, p: 1 });
    expect(legacy).toMatch(/^scrypt\$1024\$8\$1\$/);
    await expect(verifyPassword('Old password 1', legacy)).resolves.toBe(true);
    await expect(verifyPassword('Old password 2', legacy)).resolves.toBe(false);
    expect(needsRehash(legacy)).toBe(true);
  });

  it('marks argon2id hashes at other parameters for re-hashing', async () => {
    const weak = await hashPassword('Correct horse 1', { memoryCost: 1024, timeCost: 1, parallelism: 1 });
    await expect(verifyPassword('Correct horse 1', weak)).resolves.toBe(true);
    expect(needsRehash(weak)).toBe(true);
  });

  it('rejects malformed stored hashes without throwing', async () => {
    await expect(verifyPassword('x', 'md5$abc')).resolves.toBe(false);
    await expect(verifyPassword('x', '$argon2id$v=19$m=19456,t=2,p=1$garbage')).resolves.toBe(false);
    await expect(verifyPassword('x', 'scrypt$x$8$1$c2FsdA==$aGFzaA==')).resolves.toBe(false);
    expect(needsRehash('$argon2id$nonsense')).toBe(true);
  });

  it("the decoy for unknown e-mails is an argon2id hash at today's parameters (same cost as a real check)", async () => {
    const decoy = await decoyHash();
    expect(needsRehash(decoy)).toBe(false);
    await expect(verifyPassword('anything-1', decoy)).resolves.toBe(false);
  });

  it('computes at most HASHING_CONCURRENCY hashes at once (one core left to the event loop); the rest wait their turn', async () => {
    const hash = await hashPassword('Queue test 1');
    const checks = Array.from({ length: HASHING_CONCURRENCY + 4 }, (_, i) => verifyPassword(i % 2 ? 'Queue test 1' : 'wrong 1', hash));
    expect(hashingQueue()).toEqual({ running: HASHING_CONCURRENCY, waiting: 4 });
    const results = await Promise.all(checks);
    expect(results).toEqual(checks.map((_, i) => i % 2 === 1));
    expect(hashingQueue()).toEqual({ running: 0, waiting: 0 });
  });

  it('hashes on threads at the lowest CPU priority (nice 19 on Linux), so a login flood takes only spare CPU', async () => {
    await verifyPassword('Priority test 1', await hashPassword('Priority test 1'));
    const priorities = hashingThreadPriorities();
    expect(priorities.length).toBeGreaterThanOrEqual(1);
    expect(priorities.length).toBeLessThanOrEqual(HASHING_CONCURRENCY);
    if (process.platform === 'linux') expect(priorities.every((nice) => nice === 19)).toBe(true);
    expect(os.getPriority(0)).not.toBe(19);
  });

  it('starts at most PASSWORD_CHECKS_PER_SECOND hashes a second when capped, and answers 429 beyond the waiting room', async () => {
    const hash = await hashPassword('Paced test 1');
    limitHashingRate(20);
    try {
      const started = Date.now();
      await Promise.all(Array.from({ length: 6 }, () => verifyPassword('Paced test 1', hash)));
      // Six starts 50 ms apart: the last one starts at least 250 ms after the first.
      expect(Date.now() - started).toBeGreaterThanOrEqual(240);

      limitHashingRate(1);
      const flood = Array.from({ length: HASHING_MAX_WAITING + 2 }, () =>
        verifyPassword('Paced test 1', hash).then(String, (e: Error) => e.message),
      );
      const refused = await flood[flood.length - 1];
      expect(refused).toMatch(/Too many sign-ins at this moment/);
      limitHashingRate(null);
      const answers = await Promise.all(flood);
      // Every waiting check is answered (right password: true); only those beyond the waiting room were refused.
      const accepted = answers.filter((a) => a === 'true').length;
      expect(accepted).toBeGreaterThanOrEqual(HASHING_MAX_WAITING);
      expect(answers.filter((a) => /Too many sign-ins/.test(a))).toHaveLength(answers.length - accepted);
    } finally {
      limitHashingRate(null);
    }
  });

  it('password rule: letters and digits, 8 to 128 characters', () => {
    expect(PASSWORD_PATTERN.test('abcdefg1')).toBe(true);
    expect(PASSWORD_PATTERN.test('abcdefgh')).toBe(false);
    expect(PASSWORD_PATTERN.test('1234567')).toBe(false);
  });
});
