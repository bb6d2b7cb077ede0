import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type SearchCriteria, beyondResultWindow } from './search-criteria';
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

  async execute({ criteria, facets }: SearchTendersQuery): Promise<TenderSearchResult> {
    if (!beyondResultWindow(criteria)) return this.search.run(criteria, { facets });
    // Results go to the first MAX_OFFSET tenders: a page past them is past the end, answered empty with the counts of
    // the search (no rows are read there; a deep offset scans everything before it). The page number is valid, and
    // whether a page is past the end depends on the page size, which no schema can state, so it is no 400.
    const first = await this.search.run({ ...criteria, page: 1 }, { facets });
    return { ...first, foundTenders: [], currentPage: criteria.page };
  }
}
