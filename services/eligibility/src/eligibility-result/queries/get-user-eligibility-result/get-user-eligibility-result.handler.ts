import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { UserEligibilityResult } from '@jointly/contracts';
import { AccountAccess } from '../../../user-criteria/account-access';
import { ProviderRatingsReader } from '../../provider-ratings.reader';
import { toUserEligibilityResult } from '../../eligibility-result.view';
import { GetUserEligibilityResultQuery } from './get-user-eligibility-result.query';

@QueryHandler(GetUserEligibilityResultQuery)
export class GetUserEligibilityResultHandler implements IQueryHandler<GetUserEligibilityResultQuery> {
  constructor(
    private readonly access: AccountAccess,
    private readonly ratings: ProviderRatingsReader,
  ) {}

  async execute({ actor, accountId }: GetUserEligibilityResultQuery): Promise<UserEligibilityResult> {
    await this.access.assertMaySee(actor, accountId);
    return toUserEligibilityResult(await this.ratings.allOpen(accountId));
  }
}
