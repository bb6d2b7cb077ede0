import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@jointly/common/auth';
import type { UpdateSavedSearchRequestDto } from '../saved-search.request.dto';
import { SavedSearches, type SavedSearchView } from '../saved-searches';

export class UpdateSavedSearchCommand {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly savedSearchId: string,
    readonly input: UpdateSavedSearchRequestDto,
  ) {}
}

/** Rename, re-query, re-filter or re-deliver one of the caller's saved searches (someone else's: 404); answers it. */
@CommandHandler(UpdateSavedSearchCommand)
export class UpdateSavedSearchHandler implements ICommandHandler<UpdateSavedSearchCommand, SavedSearchView> {
  constructor(private readonly searches: SavedSearches) {}

  execute({ caller, savedSearchId, input }: UpdateSavedSearchCommand): Promise<SavedSearchView> {
    return this.searches.update(caller, savedSearchId, input);
  }
}
