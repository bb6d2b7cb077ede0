import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ExpertCriteriaSearchResult } from '@jointly/contracts';

import { ExpertCriteriaRepository } from '../../expert-criteria.repository';
import { toExpertCriteriaView } from '../../expert-criteria.view';
import { SearchExpertCriteriaQuery } from './search-expert-criteria.query';
import { pageInfo } from '@jointly/common/http';

@QueryHandler(SearchExpertCriteriaQuery)
export class SearchExpertCriteriaHandler implements IQueryHandler<SearchExpertCriteriaQuery> {
  constructor(private readonly criteria: ExpertCriteriaRepository) {}

  async execute({ filter, page, limit }: SearchExpertCriteriaQuery): Promise<ExpertCriteriaSearchResult> {
    const { items, total } = await this.criteria.findPage(filter, (page - 1) * limit, limit);
    return { foundCriteria: items.map(toExpertCriteriaView), ...pageInfo(total, page, limit) };
  }
}
