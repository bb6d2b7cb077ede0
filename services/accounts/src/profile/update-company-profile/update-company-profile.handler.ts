import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AccountEvents } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { ForbiddenError } from '@jointly/common/errors';
import { OutboxService, createEvent } from '@jointly/common/events';
import { AccountMemberships } from '../../account/account-memberships';
import { Account } from '../../account/account.entity';
import { Partner, PartnerView, partnerView } from '../../partner/partner.entity';
import { AccountNotFoundError } from '../../shared/accounts.errors';
import { defined } from '../defined';
import type { UpdateCompanyProfileRequestDto } from '../profile.request.dto';

export class UpdateCompanyProfileCommand {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly input: UpdateCompanyProfileRequestDto,
  ) {}
}

/** The caller's company profile; a provider without a company gets one. Answers the fields to merge into the stored partner. */
@CommandHandler(UpdateCompanyProfileCommand)
export class UpdateCompanyProfileHandler implements ICommandHandler<
  UpdateCompanyProfileCommand,
  { partner: PartnerView; message: string }
> {
  constructor(
    @InjectDataSource('accounts') private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly memberships: AccountMemberships,
  ) {}

  execute({ caller, input }: UpdateCompanyProfileCommand): Promise<{ partner: PartnerView; message: string }> {
    return transaction(this.dataSource, async (manager) => {
      const account = await manager.findOne(Account, { where: { id: caller.id }, lock: { mode: 'pessimistic_write' } });
      if (!account) throw new AccountNotFoundError(caller.id);
      if (account.accountType !== 'provider') {
        throw new ForbiddenError(
          'Only provider accounts have a company profile; use PATCH /account/update/{id} for your own details (admins edit companies with PATCH /partner/update/{id}).',
          'PROFILE.NOT_A_PROVIDER',
        );
      }
      let partner = account.companyId
        ? await manager.findOne(Partner, { where: { id: account.companyId }, lock: { mode: 'pessimistic_write' } })
        : null;
      if (!partner) {
        partner = manager.create(Partner, {
          companyName: input.companyName ?? account.name ?? account.email,
          email: account.email,
          ownerAccountId: account.id,
        });
      }
      const changes = defined(input);
      Object.assign(partner, changes);
      partner = await manager.save(partner);
      if (account.companyId !== partner.id)
        await this.memberships.changeCompany(manager, {
          accountId: account.id,
          from: account.companyId,
          to: partner.id,
          reason: 'company-created',
          actorId: caller.id,
        });
      await this.outbox.add(
        manager,
        createEvent(AccountEvents.ProfileUpdated, {
          aggregateId: account.id,
          actorId: caller.id,
          payload: { accountId: account.id, companyId: partner.id, changes },
        }),
      );
      return { partner: partnerView(partner), message: 'Provider profile updated successfully!' };
    });
  }
}
