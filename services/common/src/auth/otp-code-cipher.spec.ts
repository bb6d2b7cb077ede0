import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../config';
import { OtpCodeCipher, loadOtpCodeKey } from './otp-code-cipher';

describe('OtpCodeCipher', () => {
  const cipher = new OtpCodeCipher(randomBytes(32));

  it('seals a code so that it opens only with the key, for the same record', () => {
    const sealed = cipher.seal('042137', 'otp-1');
    expect(sealed).not.toContain('042137');
    expect(sealed.split('.').map((part) => part.length)).not.toContain(6);
    expect(cipher.open(sealed, 'otp-1')).toBe('042137');
    expect(() => cipher.open(sealed, 'otp-2')).toThrow();
    expect(() => new OtpCodeCipher(randomBytes(32)).open(sealed, 'otp-1')).toThrow();
    expect(() => cipher.open('042137', 'otp-1')).toThrow('not a sealed one-time code');
    expect(cipher.seal('042137', 'otp-1')).not.toBe(sealed);
  });
});

describe('OTP_CODE_KEY', () => {
  const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'otp-key-'));

  it('is validated at start: 32 bytes of base64', () => {
    const key = randomBytes(32).toString('base64');
    expect(loadConfig({ OTP_CODE_KEY: key }).otpCodeKey?.equals(Buffer.from(key, 'base64'))).toBe(true);
    for (const bad of ['short', randomBytes(16).toString('base64'), 'not base64 at all!!'])
      expect(() => loadConfig({ OTP_CODE_KEY: bad })).toThrow('Invalid configuration: OTP_CODE_KEY must be 32 random bytes in base64');
  });

  it('defaults to a development key kept under DATA_DIR (the same for every process sharing it)', () => {
    const dir = dataDir();
    const first = loadOtpCodeKey({ dataDir: dir, nodeEnv: 'development' });
    expect(first).toHaveLength(32);
    expect(loadOtpCodeKey({ dataDir: dir, nodeEnv: 'development' }).equals(first)).toBe(true);
    expect(loadOtpCodeKey({ dataDir: dataDir(), nodeEnv: 'development' }).equals(first)).toBe(false);
  });

  it('is required in production', () => {
    expect(() => loadOtpCodeKey({ dataDir: dataDir(), nodeEnv: 'production' })).toThrow(
      'OTP_CODE_KEY is required when NODE_ENV=production',
    );
    const key = randomBytes(32);
    expect(loadOtpCodeKey({ dataDir: dataDir(), nodeEnv: 'production', otpCodeKey: key })).toBe(key);
  });
});
