/**
 * Optional hook: tells whether a session is still alive. Accounts provides one backed by its session table;
 * other services may provide one fed by SessionRevoked events. Without one, tokens live until they expire.
 */
export interface SessionCheck {
  isRevoked(sessionId: string, accountId: string): Promise<boolean>;
}

/** Injection token of the optional {@link SessionCheck}. */
export const SESSION_CHECK = Symbol('SESSION_CHECK');
