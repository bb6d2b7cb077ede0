import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { BookmarkList, BookmarkRepository } from '../bookmark.repository';

export class AddBookmarksCommand {
  constructor(
    readonly accountId: string,
    readonly tenderIds: string[],
  ) {}
}

/** Bookmarks tenders (adding one twice changes nothing); answers the list. */
@CommandHandler(AddBookmarksCommand)
export class AddBookmarksHandler implements ICommandHandler<AddBookmarksCommand, BookmarkList & { message: string }> {
  constructor(private readonly bookmarks: BookmarkRepository) {}

  async execute({ accountId, tenderIds }: AddBookmarksCommand): Promise<BookmarkList & { message: string }> {
    await this.bookmarks.add(accountId, tenderIds);
    return { ...(await this.bookmarks.list(accountId)), message: 'Tender bookmarked' };
  }
}
