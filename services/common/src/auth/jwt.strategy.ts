import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AccessTokenClaims, AuthenticatedUser, userFromClaims } from './authenticated-user';
import { JWT_ALGORITHM, SigningKeys, publicKeyForVerify } from './signing-keys';

export const SIGNING_KEYS = Symbol('SIGNING_KEYS');

/** passport-jwt verifying Jointly access tokens with the public key. Expiry is reported to the guard (→ 451). */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(@Inject(SIGNING_KEYS) keys: SigningKeys) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: publicKeyForVerify(keys.publicKey),
      algorithms: [JWT_ALGORITHM],
      ignoreExpiration: false,
      issuer: 'jointly',
    });
  }

  validate(claims: AccessTokenClaims): AuthenticatedUser | false {
    if (claims.typ !== 'access' || !claims.sub || !claims.sid) return false;
    return userFromClaims(claims);
  }
}
