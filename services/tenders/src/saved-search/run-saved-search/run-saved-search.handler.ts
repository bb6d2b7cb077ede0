import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { criteriaFromJson, parseSearchCriteria } from '../../search/search-criteria';
import { SearchTendersQuery } from '../../search/search-tenders.query';
import type { TenderSearchResult } from '../../search/tender-search';
import { SavedSearches, criteriaToParams } from '../saved-searches';

/** Run one of the caller's saved searches (someone else's: 404), with page and limit as in /tender/search. */
export class RunSavedSearchQuery extends Query<TenderSearchResult> {
  constructor(
    readonly accountId: string,
    readonly savedSearchId: string,
    readonly page: string | undefined,
    readonly limit: string | undefined,
  ) {
    super();
  }
}

@QueryHandler(RunSavedSearchQuery)
export class RunSavedSearchHandler implements IQueryHandler<RunSavedSearchQuery> {
  constructor(
    private readonly searches: SavedSearches,
    private readonly queries: QueryBus,
  ) {}

  async execute({ accountId, savedSearchId, page, limit }: RunSavedSearchQuery): Promise<TenderSearchResult> {
    const criteria = criteriaFromJson((await this.searches.get(accountId, savedSearchId)).criteria);
    const params: Record<string, unknown> = { ...criteriaToParams(criteria), ...(criteria.keywords ? { query: criteria.keywords } : {}) };
    if (page !== undefined) params.page = page;
    if (limit !== undefined) params.limit = limit;
    return this.queries.execute(new SearchTendersQuery(parseSearchCriteria(params)));
  }
}
