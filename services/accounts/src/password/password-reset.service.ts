import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AccountEvents } from '@jointly/contracts';
import { transaction } from '@jointly/common/database';
import { InvalidInputError, UnauthenticatedError } from '@jointly/common/errors';
import { OutboxService, createEvent } from '@jointly/common/events';
import { Account, normaliseEmail } from '../account/account.entity';
import { hashPassword, verifyPassword } from '../identity/password-hasher';
import { OneTimeCodes, unknownCode } from '../identity/one-time-codes';
import {
  CODES_PER_ACCOUNT,
  CODE_CHECKS_PER_ADDRESS,
  PASSWORD_CHECKS_PER_ACCOUNT,
  RateLimiter,
  loginPairKey,
} from '../rate-limit/rate-limiter';
import { SessionTokens } from '../session/session-tokens';
import type { ResetPasswordRequestDto, VerifyResetCodeRequestDto } from './password.request.dto';

const SENT = 'If an account exists for this address, we have sent it a code. It is valid for 10 minutes.';
/** An unknown address answers exactly as an unknown code does (no account enumeration). */
const invalidCode = unknownCode;

/**
 * Password reset by e-mailed code: send-otp (answers the same whether or not the address has an account),
 * verify-otp (checks the code), reset-password (checks it again, sets the password, ends every session).
 */
@Injectable()
export class PasswordResetService {
  constructor(
    @InjectDataSource('accounts') private readonly dataSource: DataSource,
    private readonly codes: OneTimeCodes,
    private readonly sessions: SessionTokens,
    private readonly outbox: OutboxService,
    private readonly limiter: RateLimiter,
  ) {}

  async sendCode(rawEmail: string): Promise<{ message: string; result: { id: string } }> {
    const email = normaliseEmail(rawEmail);
    await this.limiter.hit('reset-code', email, CODES_PER_ACCOUNT);
    const otpId = await transaction(this.dataSource, async (manager) => {
      const account = await manager.findOne(Account, { where: { email } });
      if (!account || account.status !== 'active') return randomUUID(); // same shape, nothing revealed
      const { record, sealedCode } = await this.codes.issue(manager, account.id, 'reset');
      await this.outbox.add(
        manager,
        createEvent(AccountEvents.OtpIssued, {
          aggregateId: account.id,
          actorId: null,
          payload: {
            accountId: account.id,
            email,
            otpId: record.id,
            sealedCode,
            purpose: 'reset',
            expiresAt: record.expiresAt.toISOString(),
          },
        }),
      );
      return record.id;
    });
    return { message: SENT, result: { id: otpId } };
  }

  async verifyCode(input: VerifyResetCodeRequestDto, ip: string): Promise<{ message: string }> {
    await this.limiter.hit('code-ip', ip, CODE_CHECKS_PER_ADDRESS);
    const outcome = await transaction(this.dataSource, async (manager) => {
      const account = await manager.findOne(Account, { where: { email: normaliseEmail(input.email) } });
      if (!account) return { ok: false as const, error: invalidCode() };
      return this.codes.check(manager, { otpId: input.otp.id, accountId: account.id, code: input.otp.code, purpose: 'reset' });
    });
    if (!outcome.ok) throw outcome.error;
    return { message: 'The code is correct: choose a new password.' };
  }

  async reset(input: ResetPasswordRequestDto, ip: string): Promise<{ message: string }> {
    await this.limiter.hit('code-ip', ip, CODE_CHECKS_PER_ADDRESS);
    const passwordHash = await hashPassword(input.password);
    const outcome = await transaction(this.dataSource, async (manager) => {
      const account = await manager.findOne(Account, {
        where: { email: normaliseEmail(input.email) },
        lock: { mode: 'pessimistic_write' },
      });
      if (!account) return { ok: false as const, error: invalidCode() };
      const check = await this.codes.check(manager, { otpId: input.otp.id, accountId: account.id, code: input.otp.code, purpose: 'reset' });
      if (!check.ok) return check;
      await this.codes.consume(manager, check.record);
      // Receiving the code proves the address too.
      await manager.update(Account, { id: account.id }, { passwordHash, emailVerifiedAt: account.emailVerifiedAt ?? new Date() });
      await this.sessions.revokeAll(manager, account.id, 'password-reset');
      await this.outbox.add(
        manager,
        createEvent(AccountEvents.PasswordChanged, {
          aggregateId: account.id,
          actorId: account.id,
          payload: { accountId: account.id, email: account.email, reason: 'reset' },
        }),
      );
      return { ok: true as const };
    });
    if (!outcome.ok) throw outcome.error;
    // The owner proved control of the address: wrong guesses from anywhere no longer hold their sign-in back.
    await this.limiter.clearMatching('login-pair', loginPairKey(normaliseEmail(input.email), ''));
    return { message: 'Your password has been changed. Please log in with the new password.' };
  }

  /** POST /account/update-password: the signed-in user changes their password; their other sessions end. */
  async change(accountId: string, sessionId: string, currentPassword: string, newPassword: string): Promise<{ message: string }> {
    // A stolen session cannot guess the password: wrong current passwords are limited per account (429).
    await this.limiter.peek('password-check', accountId, PASSWORD_CHECKS_PER_ACCOUNT);
    const account = await this.dataSource.getRepository(Account).findOneOrFail({ where: { id: accountId } });
    if (!(await verifyPassword(currentPassword, account.passwordHash))) {
      await this.limiter.hit('password-check', accountId, PASSWORD_CHECKS_PER_ACCOUNT);
      throw new UnauthenticatedError('The current password is not correct.', 'AUTH.WRONG_PASSWORD');
    }
    await this.limiter.clear('password-check', accountId);
    if (currentPassword === newPassword)
      throw new InvalidInputError('The new password must differ from the current one.', 'PASSWORD.UNCHANGED');
    const passwordHash = await hashPassword(newPassword);
    await transaction(this.dataSource, async (manager) => {
      await manager.update(Account, { id: accountId }, { passwordHash });
      await this.sessions.revokeAll(manager, accountId, 'password-change', sessionId);
      await this.outbox.add(
        manager,
        createEvent(AccountEvents.PasswordChanged, {
          aggregateId: accountId,
          actorId: accountId,
          payload: { accountId, email: account.email, reason: 'update' },
        }),
      );
    });
    return { message: 'Your password has been changed.' };
  }
}
