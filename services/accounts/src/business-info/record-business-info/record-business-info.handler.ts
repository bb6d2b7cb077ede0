import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AccountEvents } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { ForbiddenError } from '@jointly/common/errors';
import { OutboxService, createEvent } from '@jointly/common/events';
import { AccountMemberships } from '../../account/account-memberships';
import { Account } from '../../account/account.entity';
import { Partner, PartnerView, partnerView } from '../../partner/partner.entity';
import type { UpdateCompanyProfileRequestDto } from '../../profile/profile.request.dto';
import { BusinessInfoRepository, type BusinessInfoView } from '../business-info.repository';

export class RecordBusinessInfoCommand {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly input: UpdateCompanyProfileRequestDto,
  ) {}
}

export interface BusinessInfoRecorded {
  businessInfo: BusinessInfoView;
  partner: PartnerView;
  message: string;
}

/**
 * The business facts eligibility scores against (turnover, staff, years trading, regions, service categories,
 * certifications), stored on the company (created for a provider without one) and kept as a dated snapshot;
 * publishes ProfileUpdated.
 */
@CommandHandler(RecordBusinessInfoCommand)
export class RecordBusinessInfoHandler implements ICommandHandler<RecordBusinessInfoCommand, BusinessInfoRecorded> {
  constructor(
    private readonly businessInfo: BusinessInfoRepository,
    private readonly outbox: OutboxService,
    private readonly memberships: AccountMemberships,
  ) {}

  execute({ caller, input }: RecordBusinessInfoCommand): Promise<BusinessInfoRecorded> {
    return transaction(this.businessInfo.dataSource, async (manager) => {
      const account = await manager.findOneOrFail(Account, { where: { id: caller.id } });
      if (account.accountType !== 'provider')
        throw new ForbiddenError('Business information belongs to provider companies.', 'PROFILE.NOT_A_PROVIDER');
      let partner = account.companyId
        ? await manager.findOne(Partner, { where: { id: account.companyId }, lock: { mode: 'pessimistic_write' } })
        : null;
      partner ??= manager.create(Partner, {
        companyName: input.companyName ?? account.name ?? account.email,
        email: account.email,
        ownerAccountId: account.id,
      });
      const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
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
      const row = await this.businessInfo.insert(manager, caller.id, partner.id, changes);
      await this.outbox.add(
        manager,
        createEvent(AccountEvents.ProfileUpdated, {
          aggregateId: caller.id,
          actorId: caller.id,
          payload: { accountId: caller.id, companyId: partner.id, changes },
        }),
      );
      return {
        businessInfo: { id: row.id, createdAt: row.createdAt.toISOString(), ...changes },
        partner: partnerView(partner),
        message: 'Business information saved.',
      };
    });
  }
}
