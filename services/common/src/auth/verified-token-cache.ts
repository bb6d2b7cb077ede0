import type { AuthenticatedUser } from './authenticated-user';

interface Entry {
  user: AuthenticatedUser;
  expiresAtMs: number;
}

/**
 * Access tokens whose signature was already verified, keyed by the exact token string, so a busy client does not pay
 * for a signature check on every request. Expiry is still checked on each use (→ 451) and so is the session
 * (→ 456); a token never verified, or changed by a single character, misses the cache and is verified in full.
 */
export class VerifiedTokenCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly maxEntries = 20_000) {}

  get(token: string): Entry | undefined {
    return this.entries.get(token);
  }

  set(token: string, user: AuthenticatedUser, expiresAtMs: number): void {
    if (this.entries.size >= this.maxEntries) {
      // Drop the oldest tenth (Map keeps insertion order).
      let drop = Math.ceil(this.maxEntries / 10);
      for (const key of this.entries.keys()) {
        this.entries.delete(key);
        if (--drop === 0) break;
      }
    }
    this.entries.set(token, { user, expiresAtMs });
  }

  delete(token: string): void {
    this.entries.delete(token);
  }
}

/** The `exp` claim (ms) of a token whose signature has already been verified. */
export function expiryOf(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { exp?: number };
  return (payload.exp ?? 0) * 1000;
}
