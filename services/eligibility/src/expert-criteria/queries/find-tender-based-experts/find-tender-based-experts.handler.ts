import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { isUUID } from 'class-validator';
import type { ExpertMatchResult } from '@jointly/contracts';
import { rankExpertsForTender } from '../../../expert-matching/rank-experts';
import { tenderWork } from '../../../expert-matching/tender-work';
import { TenderCriteriaRepository } from '../../../tender-criteria/tender-criteria.repository';
import { TenderSummaryStore } from '../../../tender-summary/tender-summary.store';
import { MatchingTenderNotFoundError } from '../../expert-criteria.errors';
import { ExpertCriteriaRepository } from '../../expert-criteria.repository';
import { toExpertMatch } from '../../expert-match.view';
import { FindTenderBasedExpertsQuery } from './find-tender-based-experts.query';

/** Ranks every expert against the tender's work: its CPV codes and regions, and those its added criteria ask for. */
@QueryHandler(FindTenderBasedExpertsQuery)
export class FindTenderBasedExpertsHandler implements IQueryHandler<FindTenderBasedExpertsQuery> {
  constructor(
    private readonly experts: ExpertCriteriaRepository,
    private readonly tenders: TenderSummaryStore,
    private readonly criteria: TenderCriteriaRepository,
  ) {}

  async execute({ tenderId }: FindTenderBasedExpertsQuery): Promise<ExpertMatchResult> {
    if (!isUUID(tenderId)) throw new MatchingTenderNotFoundError(tenderId);
    const tender = await this.tenders.find(tenderId);
    if (!tender) throw new MatchingTenderNotFoundError(tenderId);
    const added = await this.criteria.findByTenderIds([tenderId]);
    const work = tenderWork(
      tender,
      added.map((criteria) => criteria.requirements),
    );
    const ranked = rankExpertsForTender(await this.experts.findMatchable(), work);
    return { foundExperts: ranked.map(toExpertMatch), count: ranked.length };
  }
}
