import { Injectable } from '@nestjs/common';

/**
 * Tells whether a session is still alive. Accounts provides one backed by its session table; other services may
 * provide one fed by SessionRevoked events. Without one, access tokens live until they expire.
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
  private check?: SessionCheck;

  use(check: SessionCheck): void {
    this.check = check;
  }

  isRevoked(sessionId: string, accountId: string): Promise<boolean> {
    return this.check ? this.check.isRevoked(sessionId, accountId) : Promise.resolve(false);
  }
}
