import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { UnreadCounts } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { MarkReadCommand } from './mark-read.handler';
import { MarkReadRequestDto } from './mark-read.request.dto';

@ApiTags('messages')
@ApiBearerAuth()
@Controller('messages')
export class MarkReadController {
  constructor(private readonly commands: CommandBus) {}

  @Post('conversations/:id/read')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark the conversation read (up to a message); answers the new unread counts' })
  async read(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body() body: MarkReadRequestDto): Promise<UnreadCounts> {
    return this.commands.execute<MarkReadCommand, UnreadCounts>(new MarkReadCommand(user, id, body?.seq));
  }
}
