import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MessagePage } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { ListMessagesQuery } from './list-messages.query';
import { ListMessagesRequestDto } from './list-messages.request.dto';

@ApiTags('messages')
@ApiBearerAuth()
@Controller('messages')
export class ListMessagesController {
  constructor(private readonly queries: QueryBus) {}

  @Get('conversations/:id/messages')
  @ApiOperation({ summary: 'Messages of a conversation, newest first (participants); q searches its text' })
  list(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Query() query: ListMessagesRequestDto): Promise<MessagePage> {
    return this.queries.execute(
      new ListMessagesQuery(user, id, { before: query.before, q: query.q || undefined, limit: query.limit ?? 50 }),
    );
  }
}
