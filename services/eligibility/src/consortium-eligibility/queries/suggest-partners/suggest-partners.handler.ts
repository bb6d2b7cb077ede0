import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ConsortiumPartnerSuggestions } from '@jointly/contracts';
import { ratingSets } from '../../../eligibility-result/eligibility-recalculator';
import { consortiumFacts } from '../../../scoring/consortium-facts';
import { suggestPartners, type TargetTender } from '../../../scoring/partner-suggestions';
import { prepareProvider } from '../../../scoring/provider-facts';
import { bestRating } from '../../../scoring/rate-criteria';
import { TenderCriteriaRepository } from '../../../tender-criteria/tender-criteria.repository';
import { TenderSummaryStore } from '../../../tender-summary/tender-summary.store';
import { assertConsortiumReader } from '../../consortium-access';
import { ConsortiumEligibilityStore } from '../../consortium-eligibility.store';
import { SuggestPartnersQuery } from './suggest-partners.query';

/** How many of the consortium's best open tenders the suggestions are measured on. */
export const TARGET_TENDERS = 10;

/**
 * Approved partner companies (with saved facts, not members) ranked by how much they would raise the consortium's ratings on its
 * best open tenders that it does not yet fully meet, with what each brings; then by the CPV divisions and regions they add.
 */
@QueryHandler(SuggestPartnersQuery)
export class SuggestPartnersHandler implements IQueryHandler<SuggestPartnersQuery> {
  constructor(
    private readonly store: ConsortiumEligibilityStore,
    private readonly tenders: TenderSummaryStore,
    private readonly criteria: TenderCriteriaRepository,
  ) {}

  async execute({ actor, consortiumId, limit }: SuggestPartnersQuery): Promise<ConsortiumPartnerSuggestions> {
    assertConsortiumReader(actor, await this.store.members(consortiumId));
    const members = await this.store.memberFacts(consortiumId);
    const current = prepareProvider(consortiumFacts(members));
    const open = await this.tenders.findOpen();
    const added = await this.criteria.findSetsOfOpenTenders();
    const rated: Array<TargetTender & { rating: number }> = [];
    for (const tender of open) {
      const sets = ratingSets(tender, added.get(tender.tenderId));
      const rating = bestRating(sets, current);
      if (rating !== null && rating < 100) rated.push({ tenderId: tender.tenderId, title: tender.title, sets, rating });
    }
    rated.sort((a, b) => b.rating - a.rating || a.tenderId.localeCompare(b.tenderId));
    const targets = rated.slice(0, TARGET_TENDERS);
    const candidates = await this.store.partnerFactsExcept(members.map((m) => m.companyId));
    const names = new Map(candidates.map((c) => [c.companyId, c.companyName]));
    return {
      consortiumId,
      targetTenders: targets.map(({ tenderId, title, rating }) => ({ tenderId, title, rating })),
      suggestions: suggestPartners(members, candidates, targets)
        .slice(0, limit)
        .map((s) => ({ ...s, companyName: names.get(s.companyId) ?? null })),
    };
  }
}
