import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { BookmarkList, BookmarkRepository } from '../bookmark.repository';

export class RemoveBookmarksCommand {
  constructor(
    readonly accountId: string,
    readonly tenderIds: string[],
  ) {}
}

/** Removes tenders from the bookmarks; answers the list. */
@CommandHandler(RemoveBookmarksCommand)
export class RemoveBookmarksHandler implements ICommandHandler<RemoveBookmarksCommand, BookmarkList & { message: string }> {
  constructor(private readonly bookmarks: BookmarkRepository) {}

  async execute({ accountId, tenderIds }: RemoveBookmarksCommand): Promise<BookmarkList & { message: string }> {
    await this.bookmarks.remove(accountId, tenderIds);
    return { ...(await this.bookmarks.list(accountId)), message: 'Tender removed from bookmarks' };
  }
}
