import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { BookmarkList, BookmarkRepository } from '../bookmark.repository';

export class ClearBookmarksCommand {
  constructor(readonly accountId: string) {}
}

/** Removes every bookmark of the account. */
@CommandHandler(ClearBookmarksCommand)
export class ClearBookmarksHandler implements ICommandHandler<ClearBookmarksCommand, BookmarkList & { message: string }> {
  constructor(private readonly bookmarks: BookmarkRepository) {}

  async execute({ accountId }: ClearBookmarksCommand): Promise<BookmarkList & { message: string }> {
    await this.bookmarks.clear(accountId);
    return { bookmarks: [], tenderIds: [], count: 0, message: 'Bookmarks cleared' };
  }
}
