import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { ACCOUNT_ROUTES } from '../../shared/routes';
import type { BookmarkList } from '@jointly/contracts';
import { GetBookmarksQuery } from './get-bookmarks.handler';

@ApiTags('accounts: bookmarks')
@ApiBearerAuth()
@Controller(ACCOUNT_ROUTES)
export class GetBookmarksController {
  constructor(private readonly queries: QueryBus) {}

  @Get('get-bookmark')
  @ApiOperation({ summary: 'The bookmarked tender ids, newest first' })
  get(@CurrentUser() user: AuthenticatedUser): Promise<BookmarkList> {
    return this.queries.execute(new GetBookmarksQuery(user.id));
  }
}
