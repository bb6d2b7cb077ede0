import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { UnreadCounts } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { GetUnreadCountsQuery } from './get-unread-counts.query';

@ApiTags('messages')
@ApiBearerAuth()
@Controller('messages')
export class GetUnreadCountsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('unread')
  @ApiOperation({ summary: "The caller's unread message counts, in total and per conversation" })
  unread(@CurrentUser() user: AuthenticatedUser): Promise<UnreadCounts> {
    return this.queries.execute(new GetUnreadCountsQuery(user));
  }
}
