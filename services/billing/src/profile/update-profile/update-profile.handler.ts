import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { BillingProfileView } from '@jointly/contracts';
import { transaction } from '@jointly/common/database';
import { ForbiddenError } from '@jointly/common/errors';
import { billingPartyOf } from '../../shared/billing-party';
import { ProfileRepository } from '../profile.repository';
import { UpdateProfileCommand } from './update-profile.command';

/** New invoices copy the profile; issued ones keep what they were issued with. */
@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand> {
  constructor(private readonly profiles: ProfileRepository) {}

  async execute({ caller, profile }: UpdateProfileCommand): Promise<BillingProfileView> {
    const partyId = billingPartyOf(caller);
    if (caller.role === 'staff') throw new ForbiddenError("Only the company's owner can change its billing details.", 'BILLING.NOT_OWNER');
    await transaction(this.profiles.dataSource, (manager) => this.profiles.save(manager, partyId, profile, caller.id));
    return this.profiles.get(partyId);
  }
}
