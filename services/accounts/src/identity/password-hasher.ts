import { randomBytes, timingSafeEqual } from 'node:crypto';
import { parseOptions, type Algorithm } from '@node-rs/argon2';
import { TooManyRequestsError } from '@jointly/common/errors';
import { HASHING_THREADS, runHashing } from './hashing-threads';

export { hashingQueue, hashingThreadPriorities, limitHashingRate } from './hashing-threads';

const scrypt = async (password: string, salt: Buffer, keylen: number, options: { N: number; r: number; p: number; maxmem: number }) =>
  Buffer.from(await runHashing<Uint8Array>({ op: 'scrypt', password, salt, keylen, options }));

/**
 * OWASP Password Storage Cheat Sheet, first choice: argon2id with m = 19 MiB (19456 KiB), t = 2, p = 1. About 6–10 ms of
 * one core per hash here, computed on the low-priority hashing threads (./hashing-threads), so the event loop and the
 * database keep serving during a login flood.
 */
export const ARGON2ID_PARAMS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
export type Argon2Params = { memoryCost: number; timeCost: number; parallelism: number };
/** `Algorithm.Argon2id` (a const enum in the binding's types, which isolated modules cannot read). */
const ARGON2ID = 2 as Algorithm;
const KEY_LENGTH = 32;

/** At most this many hashes are computed at once (one per hashing thread); further sign-ins wait their turn. */
export const HASHING_CONCURRENCY = HASHING_THREADS;

/** The former scheme (scrypt N=2^17, r=8, p=1: 0.4 CPU-s per hash). Still verified; re-hashed on the next sign-in. */
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;

/** Hashes as a PHC string `$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>`: parameters travel with the hash. */
export function hashPassword(password: string, params: Argon2Params = ARGON2ID_PARAMS): Promise<string> {
  return runHashing<string>({
    op: 'argon2-hash',
    password: password.normalize('NFKC'),
    options: { ...params, algorithm: ARGON2ID, outputLen: KEY_LENGTH },
  });
}

/** A malformed stored hash is a wrong password; a full hashing queue stays a 429. */
const falseUnlessBusy = (error: unknown): false => {
  if (error instanceof TooManyRequestsError) throw error;
  return false;
};

/** Constant-time check of a password against a stored hash (argon2id, or a legacy scrypt hash). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const normalised = password.normalize('NFKC');
  if (stored.startsWith('$argon2id$'))
    return runHashing<boolean>({ op: 'argon2-verify', stored, password: normalised }).catch(falseUnlessBusy);
  if (stored.startsWith('scrypt$')) return verifyScrypt(normalised, stored);
  return false;
}

/** True when a stored hash is not argon2id at today's parameters: the caller re-hashes after a successful check. */
export function needsRehash(stored: string, params: Argon2Params = ARGON2ID_PARAMS): boolean {
  if (!stored.startsWith('$argon2id$')) return true;
  try {
    const used = parseOptions(stored);
    return (
      used.memoryCost !== params.memoryCost ||
      used.timeCost !== params.timeCost ||
      used.parallelism !== params.parallelism ||
      used.outputLen !== KEY_LENGTH
    );
  } catch {
    return true;
  }
}

/** A legacy hash `scrypt$N$r$p$<salt b64>$<hash b64>`; only tests and the benchmark still write these. */
export async function hashPasswordScrypt(password: string, params: { N: number; r: number; p: number } = SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...params, maxmem: 256 * params.N * params.r });
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, hash] = stored.split('$');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (!salt || !hash || ![params.N, params.r, params.p].every((v) => Number.isInteger(v) && v > 0)) return false;
  const expected = Buffer.from(hash, 'base64');
  try {
    const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
      ...params,
      maxmem: 256 * params.N * params.r + 1024,
    });
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  } catch (error) {
    return falseUnlessBusy(error);
  }
}

/** An argon2id hash of a random password nobody knows, for timing-equal checks of unknown accounts. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}

/** Password rules shown to users; the DTOs enforce the same. */
export const PASSWORD_RULE = 'at least 8 characters with a letter and a digit';
/**
 * Written to mean the same in the API document's readers as here: `[0-9]`, not `\d` (Python's `\d` takes any Unicode
 * digit, JavaScript's only 0–9), and the line breaks JavaScript's `.` leaves out named (Python's `.` takes \r, U+2028
 * and U+2029): schemathesis drew a password its reading accepts and this one refuses.
 */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*[0-9])[^\n\r\u2028\u2029]{8,128}$/;
