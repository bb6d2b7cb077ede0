import { JwtService } from '@nestjs/jwt';
import type { AccessTokenClaims, AuthenticatedUser } from './authenticated-user';
import { userFromClaims } from './authenticated-user';
import { JWT_ALGORITHM, publicKeyForVerify } from './signing-keys';

/** Why an access token was refused outside an HTTP request (a WebSocket's auth message). */
export type AccessTokenRefusal = 'invalid' | 'expired';

/**
 * Verifies a Jointly access token exactly as the HTTP guard's passport-jwt strategy does (public key, ES256, issuer
 * `jointly`, expiry, `typ: access` with subject and session), for transports without an Authorization header.
 */
const jwt = new JwtService({});

export function verifyAccessToken(token: string, publicKey: string): { user: AuthenticatedUser } | { refused: AccessTokenRefusal } {
  try {
    const claims = jwt.verify<AccessTokenClaims>(token, {
      publicKey: publicKeyForVerify(publicKey),
      algorithms: [JWT_ALGORITHM],
      issuer: 'jointly',
    });
    if (claims.typ !== 'access' || !claims.sub || !claims.sid) return { refused: 'invalid' };
    return { user: userFromClaims(claims) };
  } catch (error) {
    return { refused: (error as Error).name === 'TokenExpiredError' ? 'expired' : 'invalid' };
  }
}
