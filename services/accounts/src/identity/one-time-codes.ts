import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { OtpCodeCipher } from '@jointly/common/auth';
import { IsNull, type EntityManager } from 'typeorm';
import type { OtpPurpose } from '@jointly/contracts';
import { InvalidInputError, NotFoundError } from '@jointly/common/errors';
import { OneTimeCode } from './one-time-code.entity';

/** Codes live 10 minutes, are single-use and die after 5 wrong tries (issue 3). */
export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_FAILURES = 5;

const hashCode = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`).digest('hex');

/** The code named by an otp id does not exist for that account and purpose (or the account does not exist). */
export const unknownCode = () => new NotFoundError('This code is not valid; ask for a new one.', 'OTP.INVALID');

export type CodeCheck = { ok: true; record: OneTimeCode } | { ok: false; error: InvalidInputError | NotFoundError };

/** Issues and checks the 6-digit e-mail codes. */
@Injectable()
export class OneTimeCodes {
  constructor(private readonly cipher: OtpCodeCipher) {}

  /**
   * Creates a code; every earlier unused code of the same purpose stops working (newest only). Returns the record
   * and the code sealed for the code mail (OtpIssued.sealedCode): the clear code leaves this method nowhere.
   */
  async issue(
    manager: EntityManager,
    accountId: string,
    purpose: OtpPurpose,
    now = new Date(),
  ): Promise<{ record: OneTimeCode; sealedCode: string }> {
    await this.voidOpen(manager, accountId, purpose, now);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const record = manager.create(OneTimeCode, {
      accountId,
      purpose,
      codeHash: 'pending',
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    });
    await manager.save(record);
    record.codeHash = hashCode(record.id, code);
    await manager.update(OneTimeCode, { id: record.id }, { codeHash: record.codeHash });
    return { record, sealedCode: this.cipher.seal(code, record.id) };
  }

  /**
   * Checks a code under a row lock. A wrong code counts a failure (committed by the caller's transaction, which
   * must not roll back on a failed check: the result is returned, not thrown).
   */
  async check(
    manager: EntityManager,
    input: { otpId: string; accountId: string; code: string; purpose: OtpPurpose },
    now = new Date(),
  ): Promise<CodeCheck> {
    const record = await manager.findOne(OneTimeCode, { where: { id: input.otpId }, lock: { mode: 'pessimistic_write' } });
    const fail = (message: string, code: string) => ({ ok: false as const, error: new InvalidInputError(message, code) });
    // No such code for this account and purpose: 404, as for an unknown account (password-reset.service).
    if (!record || record.accountId !== input.accountId || record.purpose !== input.purpose) return { ok: false, error: unknownCode() };
    if (record.consumedAt) return fail('This code has already been used; ask for a new one.', 'OTP.USED');
    if (record.expiresAt.getTime() < now.getTime()) return fail('This code has expired; ask for a new one.', 'OTP.EXPIRED');
    if (record.failedAttempts >= CODE_MAX_FAILURES) return fail('Too many wrong codes; ask for a new one.', 'OTP.TOO_MANY_ATTEMPTS');
    const expected = Buffer.from(record.codeHash, 'hex');
    const actual = Buffer.from(hashCode(record.id, input.code.trim()), 'hex');
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
      record.failedAttempts += 1;
      await manager.update(OneTimeCode, { id: record.id }, { failedAttempts: record.failedAttempts });
      const left = CODE_MAX_FAILURES - record.failedAttempts;
      return left > 0
        ? fail(`The code is not correct; ${left} ${left === 1 ? 'try' : 'tries'} left.`, 'OTP.WRONG_CODE')
        : fail('Too many wrong codes; ask for a new one.', 'OTP.TOO_MANY_ATTEMPTS');
    }
    return { ok: true, record };
  }

  /** Uses a code: it and every other open code of the account for that purpose stop working. */
  async consume(manager: EntityManager, record: OneTimeCode, now = new Date()): Promise<void> {
    await this.voidOpen(manager, record.accountId, record.purpose, now);
  }

  /** Marks every unused code of the account for that purpose as used (`IsNull()`: a bare null would match nothing). */
  private async voidOpen(manager: EntityManager, accountId: string, purpose: OtpPurpose, now: Date): Promise<void> {
    await manager.update(OneTimeCode, { accountId, purpose, consumedAt: IsNull() }, { consumedAt: now });
  }
}
