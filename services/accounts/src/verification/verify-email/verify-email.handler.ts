import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AccountEvents, AccountType } from '@jointly/contracts';
import { transaction } from '@jointly/common/database';
import { ConflictError } from '@jointly/common/errors';
import { OutboxService, createEvent } from '@jointly/common/events';
import { Account } from '../../account/account.entity';
import { OneTimeCodes } from '../../identity/one-time-codes';
import { CODE_CHECKS_PER_ADDRESS, RateLimiter } from '../../rate-limit/rate-limiter';
import { AccountNotFoundError } from '../../shared/accounts.errors';
import { AuthResponse, ClientInfo, authResponse } from '../../shared/auth-response';
import { SessionTokens } from '../../session/session-tokens';
import type { VerifyAndAuthRequestDto } from './verify-email.request.dto';

export class VerifyEmailCommand {
  constructor(
    readonly accountType: Exclude<AccountType, 'admin'>,
    readonly input: VerifyAndAuthRequestDto,
    readonly client: ClientInfo,
  ) {}
}

/** POST /<type>/verify-and-auth: the e-mailed code proves the address; the account is verified and signed in. */
@CommandHandler(VerifyEmailCommand)
export class VerifyEmailHandler implements ICommandHandler<VerifyEmailCommand, AuthResponse> {
  constructor(
    @InjectDataSource('accounts') private readonly dataSource: DataSource,
    private readonly codes: OneTimeCodes,
    private readonly sessions: SessionTokens,
    private readonly outbox: OutboxService,
    private readonly limiter: RateLimiter,
  ) {}

  async execute({ accountType, input, client }: VerifyEmailCommand): Promise<AuthResponse> {
    await this.limiter.hit('code-ip', client.ip, CODE_CHECKS_PER_ADDRESS);
    const outcome = await transaction(this.dataSource, async (manager) => {
      const account = await manager.findOne(Account, { where: { id: input.userId }, lock: { mode: 'pessimistic_write' } });
      if (!account || account.accountType !== accountType) throw new AccountNotFoundError(input.userId);
      if (account.verified) throw new ConflictError('This e-mail address is already verified; please log in.', 'ACCOUNT.ALREADY_VERIFIED');
      const check = await this.codes.check(manager, {
        otpId: input.otp.id,
        accountId: account.id,
        code: input.otp.code,
        purpose: 'verify',
      });
      if (!check.ok) return check; // the failed attempt is committed, then reported
      await this.codes.consume(manager, check.record);
      account.emailVerifiedAt = new Date();
      account.lastLoginAt = account.emailVerifiedAt;
      await manager.update(Account, { id: account.id }, { emailVerifiedAt: account.emailVerifiedAt, lastLoginAt: account.lastLoginAt });
      await this.outbox.add(
        manager,
        createEvent(AccountEvents.EmailVerified, {
          aggregateId: account.id,
          actorId: account.id,
          payload: { accountId: account.id, email: account.email, accountType },
        }),
      );
      const tokens = await this.sessions.open(manager, account, client);
      return {
        ok: true as const,
        response: await authResponse(manager, account, tokens, 'Your e-mail address is verified. Welcome to Jointly!'),
      };
    });
    if (!outcome.ok) throw outcome.error;
    return outcome.response;
  }
}
