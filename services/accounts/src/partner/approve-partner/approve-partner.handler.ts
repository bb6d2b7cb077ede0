import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AccountEvents } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { ConflictError } from '@jointly/common/errors';
import { OutboxService, createEvent } from '@jointly/common/events';
import { Account } from '../../account/account.entity';
import { PartnerNotFoundError } from '../../shared/accounts.errors';
import { Partner, PartnerView, partnerView } from '../partner.entity';

export class ApprovePartnerCommand {
  constructor(
    readonly admin: AuthenticatedUser,
    readonly partnerId: string,
  ) {}
}

/** An admin approves a company as consortium partner (409 when approved already); PartnerApproved e-mails and notifies it. */
@CommandHandler(ApprovePartnerCommand)
export class ApprovePartnerHandler implements ICommandHandler<ApprovePartnerCommand, { partner: PartnerView; message: string }> {
  constructor(
    @InjectDataSource('accounts') private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  execute({ admin, partnerId }: ApprovePartnerCommand): Promise<{ partner: PartnerView; message: string }> {
    return transaction(this.dataSource, async (manager) => {
      const partner = await manager.findOne(Partner, { where: { id: partnerId }, lock: { mode: 'pessimistic_write' } });
      if (!partner) throw new PartnerNotFoundError(partnerId);
      if (partner.verification === 'verified')
        throw new ConflictError(`${partner.companyName} is already an approved consortium partner.`, 'PARTNER.ALREADY_APPROVED');
      Object.assign(partner, { verification: 'verified', consortiumPartner: true, approvedAt: new Date(), approvedBy: admin.id });
      await manager.save(partner);
      const owner = await manager.findOne(Account, { where: { id: partner.ownerAccountId } });
      await this.outbox.add(
        manager,
        createEvent(AccountEvents.PartnerApproved, {
          aggregateId: partner.id,
          actorId: admin.id,
          payload: {
            partnerId: partner.id,
            accountId: partner.ownerAccountId,
            companyName: partner.companyName,
            email: partner.email ?? owner?.email ?? '',
            approvedBy: admin.id,
          },
        }),
      );
      return { partner: partnerView(partner), message: `${partner.companyName} is now a consortium partner.` };
    });
  }
}
