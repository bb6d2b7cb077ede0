import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ConversationList, UnreadCounts } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { ConversationReader } from '../conversation.reader';
import { ListConversationsRequestDto } from './list-conversations.request.dto';

@ApiTags('messages')
@ApiBearerAuth()
@Controller('messages')
export class ListConversationsController {
  constructor(private readonly reader: ConversationReader) {}

  @Get('conversations')
  @ApiOperation({ summary: "The caller's conversations (those they take part in now), latest first, with unread counts" })
  list(@CurrentUser() user: AuthenticatedUser, @Query() query: ListConversationsRequestDto): Promise<ConversationList> {
    return this.reader.list(user.id, { subjectId: query.subjectId });
  }

  @Get('unread')
  @ApiOperation({ summary: "The caller's unread message counts, in total and per conversation" })
  unread(@CurrentUser() user: AuthenticatedUser): Promise<UnreadCounts> {
    return this.reader.unread(user.id);
  }
}
