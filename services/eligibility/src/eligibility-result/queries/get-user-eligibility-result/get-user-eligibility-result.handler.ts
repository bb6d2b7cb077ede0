import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EligibleTenderEntry, UserEligibilityResult, UserEligibilityResultPage } from '@jointly/contracts';
import { AccountAccess } from '../../../user-criteria/account-access';
import { bandOf, emptyBands } from '../../../scoring/eligibility-band';
import { ProviderRatingsReader } from '../../provider-ratings.reader';
import { toUserEligibilityResult } from '../../eligibility-result.view';
import { GetUserEligibilityResultQuery } from './get-user-eligibility-result.query';

@QueryHandler(GetUserEligibilityResultQuery)
export class GetUserEligibilityResultHandler implements IQueryHandler<GetUserEligibilityResultQuery> {
  constructor(
    private readonly access: AccountAccess,
    private readonly ratings: ProviderRatingsReader,
  ) {}

  async execute({ actor, accountId, page }: GetUserEligibilityResultQuery): Promise<UserEligibilityResult | UserEligibilityResultPage> {
    await this.access.assertMaySee(actor, accountId);
    if (!page) return toUserEligibilityResult(await this.ratings.allOpen(accountId));
    const { counts, entries } = await this.ratings.page(accountId, page.band, (page.page - 1) * page.limit, page.limit);
    const bands = emptyBands<EligibleTenderEntry>();
    for (const { tenderId, rating } of entries) bands[bandOf(rating)].push({ tenderId, tenderRating: rating });
    const matching = page.band === 'All' ? Object.values(counts).reduce((sum, count) => sum + count, 0) : counts[page.band];
    return { resultInCategory: [bands], band: page.band, page: page.page, limit: page.limit, counts, matching };
  }
}
