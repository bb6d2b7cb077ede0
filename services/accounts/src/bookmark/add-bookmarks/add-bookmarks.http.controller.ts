import { Body, Controller, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { ACCOUNT_ROUTES } from '../../shared/routes';
import type { BookmarkList } from '@jointly/contracts';
import { BookmarkTendersRequestDto } from '../bookmark.request.dto';
import { AddBookmarksCommand } from './add-bookmarks.handler';

@ApiTags('accounts: bookmarks')
@ApiBearerAuth()
@Controller(ACCOUNT_ROUTES)
export class AddBookmarksController {
  constructor(private readonly commands: CommandBus) {}

  @Patch('add-bookmark')
  @ApiOperation({ summary: 'Bookmark tenders (adding one twice changes nothing)' })
  add(@CurrentUser() user: AuthenticatedUser, @Body() dto: BookmarkTendersRequestDto): Promise<BookmarkList & { message: string }> {
    return this.commands.execute(new AddBookmarksCommand(user.id, dto.tender));
  }
}
