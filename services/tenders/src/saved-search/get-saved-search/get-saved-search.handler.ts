import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { SavedSearches, savedSearchView, type SavedSearchView } from '../saved-searches';

/** One of the caller's saved searches (someone else's: 404). */
export class GetSavedSearchQuery extends Query<SavedSearchView> {
  constructor(
    readonly accountId: string,
    readonly savedSearchId: string,
  ) {
    super();
  }
}

@QueryHandler(GetSavedSearchQuery)
export class GetSavedSearchHandler implements IQueryHandler<GetSavedSearchQuery> {
  constructor(private readonly searches: SavedSearches) {}

  async execute({ accountId, savedSearchId }: GetSavedSearchQuery): Promise<SavedSearchView> {
    return savedSearchView(await this.searches.get(accountId, savedSearchId));
  }
}
