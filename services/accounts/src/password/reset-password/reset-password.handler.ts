import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AccountEvents } from '@jointly/contracts';
import { transaction } from '@jointly/common/database';
import { OutboxService, createEvent } from '@jointly/common/events';
import { Account, normaliseEmail } from '../../account/account.entity';
import { OneTimeCodes } from '../../identity/one-time-codes';
import { hashPassword } from '../../identity/password-hasher';
import { CODE_CHECKS_PER_ADDRESS, RateLimiter, loginPairKey } from '../../rate-limit/rate-limiter';
import { SessionTokens } from '../../session/session-tokens';
import type { ResetPasswordRequestDto } from '../password.request.dto';
import { invalidResetCode } from '../reset-code';

export class ResetPasswordCommand {
  constructor(
    readonly input: ResetPasswordRequestDto,
    readonly ip: string,
  ) {}
}

/**
 * Sets a new password with the reset code (checked again and used up): every session ends, every other open reset
 * code is void, the address counts as verified, and the account's sign-in limits are cleared. Publishes PasswordChanged.
 */
@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand, { message: string }> {
  constructor(
    @InjectDataSource('accounts') private readonly dataSource: DataSource,
    private readonly codes: OneTimeCodes,
    private readonly sessions: SessionTokens,
    private readonly outbox: OutboxService,
    private readonly limiter: RateLimiter,
  ) {}

  async execute({ input, ip }: ResetPasswordCommand): Promise<{ message: string }> {
    await this.limiter.hit('code-ip', ip, CODE_CHECKS_PER_ADDRESS);
    const passwordHash = await hashPassword(input.password);
    const outcome = await transaction(this.dataSource, async (manager) => {
      const account = await manager.findOne(Account, {
        where: { email: normaliseEmail(input.email) },
        lock: { mode: 'pessimistic_write' },
      });
      if (!account) return { ok: false as const, error: invalidResetCode() };
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
}
