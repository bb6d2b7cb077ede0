import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AccountEvents } from '@jointly/contracts';
import { transaction } from '@jointly/common/database';
import { InvalidInputError, UnauthenticatedError } from '@jointly/common/errors';
import { OutboxService, createEvent } from '@jointly/common/events';
import { Account } from '../../account/account.entity';
import { hashPassword, verifyPassword } from '../../identity/password-hasher';
import { PASSWORD_CHECKS_PER_ACCOUNT, RateLimiter } from '../../rate-limit/rate-limiter';
import { SessionTokens } from '../../session/session-tokens';

export class ChangePasswordCommand {
  constructor(
    readonly accountId: string,
    readonly sessionId: string,
    readonly currentPassword: string,
    readonly newPassword: string,
  ) {}
}

/** The signed-in user changes their password; their other sessions end. Publishes PasswordChanged. */
@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand, { message: string }> {
  constructor(
    @InjectDataSource('accounts') private readonly dataSource: DataSource,
    private readonly sessions: SessionTokens,
    private readonly outbox: OutboxService,
    private readonly limiter: RateLimiter,
  ) {}

  async execute({ accountId, sessionId, currentPassword, newPassword }: ChangePasswordCommand): Promise<{ message: string }> {
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
