import { Query } from '@nestjs/cqrs';
import type { ExpertCriteriaSearchResult } from '@jointly/contracts';
import type { ExpertDirectoryFilter } from '../../expert-criteria.repository';

/** One page of the expert directory (any signed-in user). */
export class SearchExpertCriteriaQuery extends Query<ExpertCriteriaSearchResult> {
  constructor(
    readonly filter: ExpertDirectoryFilter,
    readonly page: number,
    readonly limit: number,
  ) {
    super();
  }
}
