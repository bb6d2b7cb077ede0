import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { BillingProfileView } from '@jointly/contracts';
import { billingPartyOf } from '../../shared/billing-party';
import { ProfileRepository } from '../profile.repository';
import { GetProfileQuery } from './get-profile.query';

@QueryHandler(GetProfileQuery)
export class GetProfileHandler implements IQueryHandler<GetProfileQuery> {
  constructor(private readonly profiles: ProfileRepository) {}

  execute({ caller }: GetProfileQuery): Promise<BillingProfileView> {
    return this.profiles.get(billingPartyOf(caller));
  }
}
