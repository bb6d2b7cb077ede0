import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@jointly/common/auth';
import type { CreateSavedSearchRequestDto } from '../saved-search.request.dto';
import { SavedSearches, type SavedSearchView } from '../saved-searches';

export class CreateSavedSearchCommand {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly input: CreateSavedSearchRequestDto,
  ) {}
}

/** Save a search with its alerts (alerts count against the company plan; 409 at MAX_SAVED_SEARCHES); answers it. */
@CommandHandler(CreateSavedSearchCommand)
export class CreateSavedSearchHandler implements ICommandHandler<CreateSavedSearchCommand, SavedSearchView> {
  constructor(private readonly searches: SavedSearches) {}

  execute({ caller, input }: CreateSavedSearchCommand): Promise<SavedSearchView> {
    return this.searches.create(caller, input);
  }
}
