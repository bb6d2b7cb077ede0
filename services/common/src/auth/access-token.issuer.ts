import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { APP_CONFIG, AppConfig } from '../config';
import type { AccessTokenClaims } from './authenticated-user';
import { SIGNING_KEYS } from './jwt.strategy';
import { JWT_ALGORITHM, SigningKeys, keyObjectOf, publicKeyForVerify } from './signing-keys';

/** Signs access tokens; only processes holding the private key (accounts, all-in-one) can use it. */
@Injectable()
export class AccessTokenIssuer {
  constructor(
    private readonly jwt: JwtService,
    @Inject(SIGNING_KEYS) private readonly keys: SigningKeys,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get canIssue(): boolean {
    return Boolean(this.keys.privateKey);
  }

  issue(claims: Omit<AccessTokenClaims, 'typ'>, ttlSeconds = this.config.accessTokenTtl): string {
    if (!this.keys.privateKey) throw new Error('This process has no JWT private key and cannot issue tokens');
    return this.jwt.sign(
      { ...claims, typ: 'access' },
      { privateKey: keyObjectOf(this.keys.privateKey, 'private'), algorithm: JWT_ALGORITHM, expiresIn: ttlSeconds, issuer: 'jointly' },
    );
  }

  /** Reads a token's claims without checking its expiry (the refresh call gets the expired token). */
  decodeIgnoringExpiry(token: string): AccessTokenClaims | null {
    try {
      return this.jwt.verify<AccessTokenClaims>(token, {
        publicKey: publicKeyForVerify(this.keys.publicKey),
        algorithms: [JWT_ALGORITHM],
        issuer: 'jointly',
        ignoreExpiration: true,
      });
    } catch {
      return null;
    }
  }
}
