import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AccountEvents } from '@jointly/contracts';
import { AuthenticatedUser, assertOwnerOrAdmin } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { OutboxService, createEvent } from '@jointly/common/events';
import { Account, AccountProfile, AccountView, accountView } from '../../account/account.entity';
import { AccountNotFoundError } from '../../shared/accounts.errors';
import { defined } from '../defined';
import type { UpdateAccountRequestDto } from '../profile.request.dto';

export class UpdateAccountCommand {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly accountId: string,
    readonly input: UpdateAccountRequestDto,
  ) {}
}

/** An account's own details (the owner or an admin); publishes ProfileUpdated (eligibility and matching recalculate from it). */
@CommandHandler(UpdateAccountCommand)
export class UpdateAccountHandler implements ICommandHandler<UpdateAccountCommand, { user: AccountView; message: string }> {
  constructor(
    @InjectDataSource('accounts') private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  async execute({ caller, accountId, input }: UpdateAccountCommand): Promise<{ user: AccountView; message: string }> {
    assertOwnerOrAdmin(caller, accountId, 'the details');
    return transaction(this.dataSource, async (manager) => {
      const account = await manager.findOne(Account, { where: { id: accountId }, lock: { mode: 'pessimistic_write' } });
      if (!account) throw new AccountNotFoundError(accountId);
      const { name, ...profileFields } = input;
      const changes = defined({ name, ...profileFields });
      if (name !== undefined) account.name = name.trim();
      account.profile = { ...account.profile, ...(defined(profileFields) as AccountProfile) };
      await manager.save(account);
      await this.outbox.add(
        manager,
        createEvent(AccountEvents.ProfileUpdated, {
          aggregateId: account.id,
          actorId: caller.id,
          payload: { accountId: account.id, companyId: account.companyId, changes },
        }),
      );
      const message =
        account.accountType === 'expert'
          ? 'Expert profile updated successfully!'
          : account.accountType === 'staff'
            ? 'Staff profile updated successfully!'
            : 'Profile updated successfully!';
      return { user: accountView(account), message };
    });
  }
}
