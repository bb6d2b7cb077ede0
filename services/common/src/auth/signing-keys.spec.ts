import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { createSign, createVerify } from 'node:crypto';
import { loadSigningKeys } from './signing-keys';

describe('loadSigningKeys', () => {
  const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'keys-'));

  it('generates a development key pair once under DATA_DIR/keys and reuses it', () => {
    const dataDir = tmp();
    const first = loadSigningKeys({ dataDir });
    const second = loadSigningKeys({ dataDir });
    expect(first.publicKey).toContain('BEGIN PUBLIC KEY');
    expect(first.privateKey).toContain('BEGIN PRIVATE KEY');
    expect(second).toEqual(first);
    const signature = createSign('SHA256').update('x').sign(first.privateKey!);
    expect(createVerify('SHA256').update('x').verify(first.publicKey, signature)).toBe(true);
    expect(fs.statSync(path.join(dataDir, 'keys', 'jwt-private.pem')).mode & 0o077).toBe(0);
  });

  it('uses configured keys and refuses a private key without its public key', () => {
    const generated = loadSigningKeys({ dataDir: tmp() });
    expect(loadSigningKeys({ dataDir: tmp(), jwtPublicKey: generated.publicKey })).toEqual({
      publicKey: generated.publicKey,
      privateKey: undefined,
    });
    expect(() => loadSigningKeys({ dataDir: tmp(), jwtPrivateKey: generated.privateKey })).toThrow('JWT_PUBLIC_KEY');
  });
});
