import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { BookmarkList, BookmarkRepository } from '../bookmark.repository';

export class GetBookmarksQuery {
  constructor(readonly accountId: string) {}
}

/** The account's bookmarked tender ids, newest first. */
@QueryHandler(GetBookmarksQuery)
export class GetBookmarksHandler implements IQueryHandler<GetBookmarksQuery, BookmarkList> {
  constructor(private readonly bookmarks: BookmarkRepository) {}

  execute({ accountId }: GetBookmarksQuery): Promise<BookmarkList> {
    return this.bookmarks.list(accountId);
  }
}
