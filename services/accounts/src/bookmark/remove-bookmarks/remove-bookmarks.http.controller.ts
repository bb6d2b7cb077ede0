import { Body, Controller, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { ACCOUNT_ROUTES } from '../../shared/routes';
import type { BookmarkList } from '@jointly/contracts';
import { BookmarkTendersRequestDto } from '../bookmark.request.dto';
import { RemoveBookmarksCommand } from './remove-bookmarks.handler';

@ApiTags('accounts: bookmarks')
@ApiBearerAuth()
@Controller(ACCOUNT_ROUTES)
export class RemoveBookmarksController {
  constructor(private readonly commands: CommandBus) {}

  @Patch('remove-bookmark')
  @ApiOperation({ summary: 'Remove tenders from the bookmarks' })
  remove(@CurrentUser() user: AuthenticatedUser, @Body() dto: BookmarkTendersRequestDto): Promise<BookmarkList & { message: string }> {
    return this.commands.execute(new RemoveBookmarksCommand(user.id, dto.tender));
  }
}
