import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AccountEvents } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { ConflictError, ForbiddenError } from '@jointly/common/errors';
import { OutboxService, createEvent } from '@jointly/common/events';
import { AccountMemberships } from '../../account/account-memberships';
import { Account } from '../../account/account.entity';
import { defined } from '../../profile/defined';
import { Partner, PartnerView, partnerView } from '../partner.entity';
import type { PartnerRequestDto } from '../partner.request.dto';

export class RequestPartnershipCommand {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly input: PartnerRequestDto,
  ) {}
}

/** The caller's company (created for a provider without one) asks to become a consortium partner; publishes PartnerRequested. */
@CommandHandler(RequestPartnershipCommand)
export class RequestPartnershipHandler implements ICommandHandler<RequestPartnershipCommand, { partner: PartnerView; message: string }> {
  constructor(
    @InjectDataSource('accounts') private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly memberships: AccountMemberships,
  ) {}

  async execute({ caller, input }: RequestPartnershipCommand): Promise<{ partner: PartnerView; message: string }> {
    if (caller.role !== 'provider')
      throw new ForbiddenError('Only provider companies can become consortium partners.', 'PARTNER.NOT_A_PROVIDER');
    return transaction(this.dataSource, async (manager) => {
      const account = await manager.findOneOrFail(Account, { where: { id: caller.id } });
      let partner = account.companyId
        ? await manager.findOne(Partner, { where: { id: account.companyId }, lock: { mode: 'pessimistic_write' } })
        : null;
      if (partner?.verification === 'verified')
        throw new ConflictError('Your company is already an approved consortium partner.', 'PARTNER.ALREADY_APPROVED');
      const { motivation, ...profile } = input;
      partner ??= manager.create(Partner, {
        companyName: input.companyName ?? account.name ?? account.email,
        email: account.email,
        ownerAccountId: account.id,
      });
      Object.assign(partner, defined(profile), { verification: 'requested', requestedAt: new Date() });
      if (motivation && !partner.description) partner.description = motivation;
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
        createEvent(AccountEvents.PartnerRequested, {
          aggregateId: partner.id,
          actorId: caller.id,
          payload: { partnerId: partner.id, accountId: caller.id, companyName: partner.companyName, email: partner.email ?? account.email },
        }),
      );
      return { partner: partnerView(partner), message: 'Your request to become a consortium partner has been sent.' };
    });
  }
}
