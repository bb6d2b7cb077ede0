import { generateKeyPairSync } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { verifyAccessToken } from './access-token.verifier';

const keys = () =>
  generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

describe('verifyAccessToken (sockets)', () => {
  const ours = keys();
  const theirs = keys();
  const jwt = new JwtService({});
  const sign = (claims: object, privateKey = ours.privateKey, expiresIn = 60) =>
    jwt.sign(claims, { privateKey, algorithm: 'ES256', expiresIn, issuer: 'jointly' });
  const claims = { sub: 'a1', role: 'provider', email: 'a@x.test', cid: 'c1', sid: 's1', typ: 'access' };

  it('accepts a valid access token and answers the caller as the HTTP guard does', () => {
    expect(verifyAccessToken(sign(claims), ours.publicKey)).toEqual({
      user: { id: 'a1', role: 'provider', email: 'a@x.test', companyId: 'c1', sessionId: 's1', issuedAtMs: expect.any(Number) },
    });
  });

  it('refuses expired, foreign-key, refresh-type, session-less and garbage tokens', () => {
    expect(verifyAccessToken(sign(claims, ours.privateKey, -10), ours.publicKey)).toEqual({ refused: 'expired' });
    expect(verifyAccessToken(sign(claims, theirs.privateKey), ours.publicKey)).toEqual({ refused: 'invalid' });
    expect(verifyAccessToken(sign({ ...claims, typ: 'refresh' }), ours.publicKey)).toEqual({ refused: 'invalid' });
    expect(verifyAccessToken(sign({ ...claims, sid: undefined }), ours.publicKey)).toEqual({ refused: 'invalid' });
    expect(verifyAccessToken('not a token', ours.publicKey)).toEqual({ refused: 'invalid' });
  });
});
