import { Controller, Get } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { ACCOUNT_ROUTES } from '../../shared/routes';
import type { BookmarkList } from '@jointly/contracts';
import { ClearBookmarksCommand } from './clear-bookmarks.handler';

@ApiTags('accounts: bookmarks')
@ApiBearerAuth()
@Controller(ACCOUNT_ROUTES)
export class ClearBookmarksController {
  constructor(private readonly commands: CommandBus) {}

  @Get('clear-bookmark')
  @ApiOperation({ summary: 'Remove every bookmark (spec: a GET call)' })
  clear(@CurrentUser() user: AuthenticatedUser): Promise<BookmarkList & { message: string }> {
    return this.commands.execute(new ClearBookmarksCommand(user.id));
  }
}
