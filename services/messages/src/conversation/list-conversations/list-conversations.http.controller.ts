import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ConversationList } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { ListConversationsQuery } from './list-conversations.query';
import { ListConversationsRequestDto } from './list-conversations.request.dto';

@ApiTags('messages')
@ApiBearerAuth()
@Controller('messages')
export class ListConversationsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('conversations')
  @ApiOperation({ summary: "The caller's conversations (those they take part in now), latest first, with unread counts" })
  list(@CurrentUser() user: AuthenticatedUser, @Query() query: ListConversationsRequestDto): Promise<ConversationList> {
    return this.queries.execute(new ListConversationsQuery(user, query.subjectId));
  }
}
