import { Injectable } from '@nestjs/common';

/**
 * Tells whether a session is still alive. Accounts provides one backed by its session table; every other service
 * registers one fed by SessionRevoked events (see service/revoked-sessions). Without one, access tokens live until they expire.
 */
export interface SessionCheck {
  isRevoked(sessionId: string, accountId: string): Promise<boolean>;
}

/**
 * Where the module that knows about sessions registers its {@link SessionCheck}; the global JWT guard consults it
 * and answers 456 for a revoked session.
 */
@Injectable()
export class SessionRevocations {
  private readonly authoritative: SessionCheck[] = [];
  private readonly fallbacks: SessionCheck[] = [];

  /**
   * Registers a check. The owner of sessions (accounts, reading its session table) is authoritative; services
   * elsewhere register a fallback fed by SessionRevoked events, consulted only when no authoritative check runs in
   * this process (in the all-in-one process accounts answers for every module).
   */
  use(check: SessionCheck, options: { authoritative?: boolean } = {}): void {
    (options.authoritative === false ? this.fallbacks : this.authoritative).push(check);
  }

  async isRevoked(sessionId: string, accountId: string): Promise<boolean> {
    const checks = this.authoritative.length ? this.authoritative : this.fallbacks;
    for (const check of checks) if (await check.isRevoked(sessionId, accountId)) return true;
    return false;
  }
}
