import { createHmac, generateKeyPairSync } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { verifyAccessToken } from './access-token.verifier';
import { keyObjectOf } from './signing-keys';

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

  it('parses each key once (signing with a PEM string re-parsed it every time) and still refuses other algorithms', () => {
    expect(keyObjectOf(ours.publicKey, 'public')).toBe(keyObjectOf(ours.publicKey, 'public'));
    expect(keyObjectOf(ours.privateKey, 'private').asymmetricKeyType).toBe('ec');
    expect(verifyAccessToken(sign(claims, keyObjectOf(ours.privateKey, 'private') as unknown as string), ours.publicKey)).toMatchObject({
      user: { id: 'a1' },
    });
    // Algorithm confusion: an HS256 token keyed with the public key's PEM is not an ES256 token.
    const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const body = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ ...claims, iss: 'jointly', exp: Math.floor(Date.now() / 1000) + 60 })}`;
    const forged = `${body}.${createHmac('sha256', ours.publicKey).update(body).digest('base64url')}`;
    expect(verifyAccessToken(forged, ours.publicKey)).toEqual({ refused: 'invalid' });
  });
});
