import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { SavedSearches, type SavedSearchView } from '../saved-searches';

/** The caller's saved searches, newest first. */
export class ListSavedSearchesQuery extends Query<SavedSearchView[]> {
  constructor(readonly accountId: string) {
    super();
  }
}

@QueryHandler(ListSavedSearchesQuery)
export class ListSavedSearchesHandler implements IQueryHandler<ListSavedSearchesQuery> {
  constructor(private readonly searches: SavedSearches) {}

  execute({ accountId }: ListSavedSearchesQuery): Promise<SavedSearchView[]> {
    return this.searches.list(accountId);
  }
}
