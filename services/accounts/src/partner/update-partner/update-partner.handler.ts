import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AccountEvents } from '@jointly/contracts';
import { AuthenticatedUser, assertCompanyMemberOrAdmin } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { OutboxService, createEvent } from '@jointly/common/events';
import { defined } from '../../profile/defined';
import { PartnerNotFoundError } from '../../shared/accounts.errors';
import { Partner, PartnerView, partnerView } from '../partner.entity';
import type { UpdatePartnerRequestDto } from '../partner.request.dto';

export class UpdatePartnerCommand {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly partnerId: string,
    readonly input: UpdatePartnerRequestDto,
  ) {}
}

/** A company profile, edited by its members or an admin; publishes ProfileUpdated. */
@CommandHandler(UpdatePartnerCommand)
export class UpdatePartnerHandler implements ICommandHandler<UpdatePartnerCommand, { partner: PartnerView; message: string }> {
  constructor(
    @InjectDataSource('accounts') private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  async execute({ caller, partnerId, input }: UpdatePartnerCommand): Promise<{ partner: PartnerView; message: string }> {
    assertCompanyMemberOrAdmin(caller, partnerId, 'this company profile');
    return transaction(this.dataSource, async (manager) => {
      const partner = await manager.findOne(Partner, { where: { id: partnerId }, lock: { mode: 'pessimistic_write' } });
      if (!partner) throw new PartnerNotFoundError(partnerId);
      const changes = defined(input);
      Object.assign(partner, changes);
      await manager.save(partner);
      await this.outbox.add(
        manager,
        createEvent(AccountEvents.ProfileUpdated, {
          aggregateId: caller.id,
          actorId: caller.id,
          payload: { accountId: caller.id, companyId: partner.id, changes },
        }),
      );
      return { partner: partnerView(partner), message: 'Company profile updated successfully!' };
    });
  }
}
