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
}

/** The caller, as controllers see it through `@CurrentUser()`. */
export interface AuthenticatedUser {
  id: string;
  role: Role;
  email: string;
  companyId: string | null;
  sessionId: string;
}

export function userFromClaims(claims: AccessTokenClaims): AuthenticatedUser {
  return { id: claims.sub, role: claims.role, email: claims.email, companyId: claims.cid ?? null, sessionId: claims.sid };
}
