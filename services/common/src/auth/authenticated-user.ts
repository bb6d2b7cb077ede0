import type { Role } from '@jointly/contracts';

/** Claims of a Jointly access token. */
export interface AccessTokenClaims {
  /** Account id. */
  sub: string;
  role: Role;
  email: string;
  /** Company (partner) id of the account, when it belongs to one. */
  cid?: string | null;
  /** Session (refresh-token family) id; revoking the session ends its access tokens too. */
  sid: string;
  typ: 'access';
  /** Issued at (seconds), set by the signer. */
  iat?: number;
}

/** The caller, as controllers see it through `@CurrentUser()`. */
export interface AuthenticatedUser {
  id: string;
  role: Role;
  email: string;
  companyId: string | null;
  sessionId: string;
  /** When the access token was issued (ms); membership changes after it override its company claim. */
  issuedAtMs?: number;
}

export function userFromClaims(claims: AccessTokenClaims): AuthenticatedUser {
  return {
    id: claims.sub,
    role: claims.role,
    email: claims.email,
    companyId: claims.cid ?? null,
    sessionId: claims.sid,
    issuedAtMs: (claims.iat ?? 0) * 1000,
  };
}
