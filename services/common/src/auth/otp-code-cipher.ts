import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Provider } from '@nestjs/common';
import { APP_CONFIG, ConfigError, type AppConfig } from '../config';

const VERSION = 'v1';
const b64 = (buffer: Buffer) => buffer.toString('base64url');

/**
 * Seals one-time codes for their one consumer, so OtpIssued never carries a usable code through the outbox, the
 * inbox, dead letters or Kafka: AES-256-GCM, a fresh IV per code, the code record's id as associated data (a sealed
 * code opens only for its own record). Only accounts (which seals) and notifications (which opens it to write the
 * mail) hold the key.
 */
export class OtpCodeCipher {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('OtpCodeCipher needs a 32-byte key');
  }

  /** `v1.<iv>.<ciphertext>.<tag>` (base64url; no segment is 6 characters long). */
  seal(code: string, otpId: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(`otp:${otpId}`));
    const sealed = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
    return [VERSION, b64(iv), b64(sealed), b64(cipher.getAuthTag())].join('.');
  }

  /** The clear code; throws when the value was not sealed with this key for this record. */
  open(sealed: string, otpId: string): string {
    const [version, iv, body, tag] = sealed.split('.');
    if (version !== VERSION || !iv || !body || !tag) throw new Error('not a sealed one-time code');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(`otp:${otpId}`));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }
}

/**
 * OTP_CODE_KEY when configured; in production it is required (a process of its own cannot share a generated key).
 * Otherwise a development key under `DATA_DIR/keys/otp-code.key`, generated once and published with an atomic link,
 * so processes sharing a DATA_DIR (local distributed mode) agree.
 */
export function loadOtpCodeKey(config: Pick<AppConfig, 'otpCodeKey' | 'dataDir' | 'nodeEnv'>): Buffer {
  if (config.otpCodeKey) return config.otpCodeKey;
  if (config.nodeEnv === 'production')
    throw new ConfigError(
      'OTP_CODE_KEY',
      'is required when NODE_ENV=production (32 random bytes in base64, shared by accounts and notifications)',
    );
  const dir = path.join(config.dataDir, 'keys');
  const file = path.join(dir, 'otp-code.key');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    const temp = `${file}.${process.pid}-${Date.now()}`;
    fs.writeFileSync(temp, randomBytes(32).toString('base64'), { mode: 0o600 });
    try {
      fs.linkSync(temp, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(temp, { force: true });
    }
  }
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new ConfigError('OTP_CODE_KEY', `development key ${file} is not 32 bytes of base64`);
  return key;
}

/** For the modules that seal or open codes (accounts, notifications): built at start, so a missing key stops it. */
export const otpCodeCipherProvider: Provider = {
  provide: OtpCodeCipher,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => new OtpCodeCipher(loadOtpCodeKey(config)),
};
