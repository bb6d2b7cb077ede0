import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SavedSearches } from '../saved-searches';

export class DeleteSavedSearchCommand {
  constructor(
    readonly accountId: string,
    readonly savedSearchId: string,
  ) {}
}

/** Delete one of the caller's saved searches (someone else's: 404). */
@CommandHandler(DeleteSavedSearchCommand)
export class DeleteSavedSearchHandler implements ICommandHandler<DeleteSavedSearchCommand, void> {
  constructor(private readonly searches: SavedSearches) {}

  execute({ accountId, savedSearchId }: DeleteSavedSearchCommand): Promise<void> {
    return this.searches.remove(accountId, savedSearchId);
  }
}
