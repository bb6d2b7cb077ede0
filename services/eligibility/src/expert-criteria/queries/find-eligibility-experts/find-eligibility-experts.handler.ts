import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { isUUID } from 'class-validator';
import type { ExpertMatchResult } from '@jointly/contracts';
import { ProviderRatingsReader } from '../../../eligibility-result/provider-ratings.reader';
import { NEARLY_ELIGIBLE, nearMissTender } from '../../../expert-matching/provider-gaps';
import { rankExpertsForProvider, type NearMissTender } from '../../../expert-matching/rank-experts';
import { prepareProvider } from '../../../scoring/provider-facts';
import type { TenderCriteria } from '../../../tender-criteria/tender-criteria.entity';
import { TenderCriteriaRepository } from '../../../tender-criteria/tender-criteria.repository';
import { effectiveCriteria } from '../../../tender-criteria/tender-criteria.view';
import { TenderSummaryStore } from '../../../tender-summary/tender-summary.store';
import { AccountAccess } from '../../../user-criteria/account-access';
import { MatchingAccountNotFoundError } from '../../expert-criteria.errors';
import { ExpertCriteriaRepository } from '../../expert-criteria.repository';
import { toExpertMatch } from '../../expert-match.view';
import { FindEligibilityExpertsQuery } from './find-eligibility-experts.query';

/**
 * Reads the provider's stored near-miss ratings (open tenders rated 40–79, the 50 best), finds its gaps in each (the
 * CPV divisions and regions of the requirements it does not meet, in the lot it fits best) and ranks every expert by
 * how well it covers them.
 */
@QueryHandler(FindEligibilityExpertsQuery)
export class FindEligibilityExpertsHandler implements IQueryHandler<FindEligibilityExpertsQuery> {
  constructor(
    private readonly access: AccountAccess,
    private readonly ratings: ProviderRatingsReader,
    private readonly tenders: TenderSummaryStore,
    private readonly criteria: TenderCriteriaRepository,
    private readonly experts: ExpertCriteriaRepository,
  ) {}

  async execute({ actor, accountId }: FindEligibilityExpertsQuery): Promise<ExpertMatchResult> {
    if (!isUUID(accountId)) throw new MatchingAccountNotFoundError(accountId);
    await this.access.assertMaySee(actor, accountId);
    const tenders = await this.nearMisses(accountId);
    if (!tenders.length) return { foundExperts: [], count: 0 };
    const ranked = rankExpertsForProvider(await this.experts.findMatchable(), tenders);
    return { foundExperts: ranked.map(toExpertMatch), count: ranked.length };
  }

  private async nearMisses(accountId: string): Promise<NearMissTender[]> {
    const rated = await this.ratings.between(accountId, NEARLY_ELIGIBLE);
    if (!rated.length) return [];
    const ids = rated.map((row) => row.tenderId);
    const summaries = new Map((await this.tenders.findMany(ids)).map((summary) => [summary.tenderId, summary]));
    const added = new Map<string, TenderCriteria[]>();
    for (const row of await this.criteria.findByTenderIds(ids)) added.set(row.tenderId, [...(added.get(row.tenderId) ?? []), row]);
    const provider = prepareProvider(await this.access.factsOf(accountId));
    return rated.flatMap(({ tenderId, rating }) => {
      const summary = summaries.get(tenderId);
      if (!summary) return [];
      const requirementSets = effectiveCriteria(summary, added.get(tenderId) ?? []).map((view) => view.requirements);
      return [nearMissTender({ tenderId, rating, cpvCodes: summary.cpvCodes, regions: summary.regions, requirementSets }, provider)];
    });
  }
}
