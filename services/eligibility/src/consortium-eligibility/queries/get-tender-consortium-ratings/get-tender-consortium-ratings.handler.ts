import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { TenderConsortiumRatings } from '@jointly/contracts';
import { NotFoundError } from '@jointly/common/errors';
import { ratingSets } from '../../../eligibility-result/eligibility-recalculator';
import { consortiumFacts } from '../../../scoring/consortium-facts';
import { bandOf } from '../../../scoring/eligibility-band';
import { prepareProvider } from '../../../scoring/provider-facts';
import { bestRating } from '../../../scoring/rate-criteria';
import { TenderCriteriaRepository } from '../../../tender-criteria/tender-criteria.repository';
import { TenderSummaryStore } from '../../../tender-summary/tender-summary.store';
import { ConsortiumEligibilityStore } from '../../consortium-eligibility.store';
import { GetTenderConsortiumRatingsQuery } from './get-tender-consortium-ratings.query';

/**
 * The caller's company's consortiums rated against one tender, computed now (any rating, not only the stored ones):
 * what the tender page shows as "with consortium X: 92", best first.
 */
@QueryHandler(GetTenderConsortiumRatingsQuery)
export class GetTenderConsortiumRatingsHandler implements IQueryHandler<GetTenderConsortiumRatingsQuery> {
  constructor(
    private readonly store: ConsortiumEligibilityStore,
    private readonly tenders: TenderSummaryStore,
    private readonly criteria: TenderCriteriaRepository,
  ) {}

  async execute({ actor, tenderId }: GetTenderConsortiumRatingsQuery): Promise<TenderConsortiumRatings> {
    const tender = await this.tenders.find(tenderId);
    if (!tender) throw new NotFoundError('No such tender.', 'TENDER.NOT_FOUND');
    if (!actor.companyId) return { tenderId, consortiums: [] };
    const sets = ratingSets(
      tender,
      (await this.criteria.findByTenderIds([tenderId])).map((row) => row.requirements),
    );
    const consortiums: TenderConsortiumRatings['consortiums'] = [];
    for (const consortiumId of await this.store.consortiumsOfCompany(actor.companyId)) {
      const members = await this.store.memberFacts(consortiumId);
      const rating = bestRating(sets, prepareProvider(consortiumFacts(members)));
      if (rating === null) continue;
      const lead = members.find((m) => m.role === 'lead');
      const [{ consortiumName }] = await this.store.members(consortiumId);
      consortiums.push({
        consortiumId,
        consortiumName,
        rating,
        band: bandOf(rating),
        leadRating: lead ? (bestRating(sets, prepareProvider(lead.facts)) ?? 0) : 0,
      });
    }
    consortiums.sort((a, b) => b.rating - a.rating || a.consortiumName.localeCompare(b.consortiumName));
    return { tenderId, consortiums };
  }
}
