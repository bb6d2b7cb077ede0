import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { SearchCriteria } from './search-criteria';
import { CachedTenderSearch } from './cached-tender-search';
import type { TenderSearchResult } from './tender-search';

/** Runs a validated search; `facets` adds facet counts (filter-search). */
export class SearchTendersQuery {
  constructor(
    readonly criteria: SearchCriteria,
    readonly facets = false,
  ) {}
}

@QueryHandler(SearchTendersQuery)
export class SearchTendersHandler implements IQueryHandler<SearchTendersQuery, TenderSearchResult> {
  constructor(private readonly search: CachedTenderSearch) {}

  execute({ criteria, facets }: SearchTendersQuery): Promise<TenderSearchResult> {
    return this.search.run(criteria, { facets });
  }
}
