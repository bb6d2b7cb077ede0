import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AccountEvents, AccountType } from '@jointly/contracts';
import { transaction } from '@jointly/common/database';
import { OutboxService, createEvent } from '@jointly/common/events';
import { Account, normaliseEmail } from '../../account/account.entity';
import { hashPassword } from '../../identity/password-hasher';
import { OneTimeCodes } from '../../identity/one-time-codes';
import { Partner } from '../../partner/partner.entity';
import { RateLimiter, SIGNUPS_PER_ADDRESS } from '../../rate-limit/rate-limiter';
import { EmailTakenError } from '../../shared/accounts.errors';
import type { ClientInfo } from '../../shared/auth-response';
import { TeamInvites } from '../../team/team-invites';
import type { RegisterRequestDto } from './register-account.request.dto';
import { signUpPlan } from './sign-up-plan';

export class RegisterAccountCommand {
  constructor(
    readonly accountType: Exclude<AccountType, 'admin'>,
    readonly input: RegisterRequestDto,
    readonly client: ClientInfo,
  ) {}
}

export interface RegistrationResult {
  accountId: string;
  otpId: string;
}

/**
 * Sign-up: the account (unverified), for providers their company, and a 6-digit code sent by e-mail
 * (AccountRegistered and OtpIssued through the outbox, in the same transaction).
 */
@CommandHandler(RegisterAccountCommand)
export class RegisterAccountHandler implements ICommandHandler<RegisterAccountCommand, RegistrationResult> {
  constructor(
    @InjectDataSource('accounts') private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly codes: OneTimeCodes,
    private readonly limiter: RateLimiter,
    private readonly invites: TeamInvites,
  ) {}

  async execute({ accountType, input, client }: RegisterAccountCommand): Promise<RegistrationResult> {
    await this.limiter.hit('signup-ip', client.ip, SIGNUPS_PER_ADDRESS);
    const email = normaliseEmail(input.email);
    const passwordHash = await hashPassword(input.password);
    return transaction(this.dataSource, async (manager) => {
      const taken = await manager.exists(Account, { where: { email } });
      if (taken) throw new EmailTakenError();
      const invite = input.inviteId ? await this.invites.claimable(manager, input.inviteId, email) : null;
      const plan = signUpPlan(accountType, input, email, invite?.companyId ?? null);
      const account = manager.create(Account, {
        email,
        passwordHash,
        accountType,
        name: plan.name,
        profile: {},
        companyId: plan.joinsCompanyId,
      });
      await manager.save(account);
      if (plan.ownCompanyName !== null) {
        const company = await manager.save(
          manager.create(Partner, {
            companyName: plan.ownCompanyName,
            email,
            ownerAccountId: account.id,
          }),
        );
        account.companyId = company.id;
        await manager.update(Account, { id: account.id }, { companyId: company.id });
      }
      if (invite) await this.invites.accept(manager, invite, account.id);
      const { record, sealedCode } = await this.codes.issue(manager, account.id, 'verify');
      await this.outbox.add(manager, [
        createEvent(AccountEvents.AccountRegistered, {
          aggregateId: account.id,
          actorId: account.id,
          payload: {
            accountId: account.id,
            email,
            accountType,
            companyName: input.companyName?.trim() ?? null,
            name: account.name,
            companyId: account.companyId,
          },
        }),
        createEvent(AccountEvents.OtpIssued, {
          aggregateId: account.id,
          actorId: account.id,
          payload: {
            accountId: account.id,
            email,
            otpId: record.id,
            sealedCode,
            purpose: 'verify',
            expiresAt: record.expiresAt.toISOString(),
          },
        }),
      ]);
      return { accountId: account.id, otpId: record.id };
    });
  }
}
