import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { TenderCriteriaSearchResult, TenderCriteriaView } from '@jointly/contracts';

import { TenderSummaryStore } from '../../../tender-summary/tender-summary.store';
import { TenderCriteriaRepository } from '../../tender-criteria.repository';
import { effectiveCriteria, toTenderCriteriaView } from '../../tender-criteria.view';
import { SearchTenderCriteriaQuery } from './search-tender-criteria.query';
import { pageInfo } from '@jointly/common/http';

/**
 * With tenders: for each known tender (in the order asked) its added criteria, one per lot, or — when none were
 * added — the criteria derived from the tender (`derived: true`, id = tender id). Unknown tenders give nothing.
 * Without tenders: every added criteria, most recently updated first.
 */
@QueryHandler(SearchTenderCriteriaQuery)
export class SearchTenderCriteriaHandler implements IQueryHandler<SearchTenderCriteriaQuery> {
  constructor(
    private readonly criteria: TenderCriteriaRepository,
    private readonly tenders: TenderSummaryStore,
  ) {}

  async execute({ tenderIds, page, limit }: SearchTenderCriteriaQuery): Promise<TenderCriteriaSearchResult> {
    const offset = (page - 1) * limit;
    if (!tenderIds?.length) {
      const { items, total } = await this.criteria.findPage(offset, limit);
      return { foundCriteria: items.map(toTenderCriteriaView), ...pageInfo(total, page, limit) };
    }
    const [summaries, added] = await Promise.all([this.tenders.findMany(tenderIds), this.criteria.findByTenderIds(tenderIds)]);
    const byId = new Map(summaries.map((summary) => [summary.tenderId, summary]));
    const all: TenderCriteriaView[] = [];
    for (const tenderId of tenderIds) {
      const summary = byId.get(tenderId);
      const ofTender = added.filter((row) => row.tenderId === tenderId);
      if (summary) all.push(...effectiveCriteria(summary, ofTender));
      else all.push(...ofTender.map(toTenderCriteriaView));
    }
    return { foundCriteria: all.slice(offset, offset + limit), ...pageInfo(all.length, page, limit) };
  }
}
