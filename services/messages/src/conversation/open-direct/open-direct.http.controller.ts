import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ConversationSummary } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { OpenDirectCommand } from './open-direct.handler';
import { OpenDirectRequestDto } from './open-direct.request.dto';

@ApiTags('messages')
@ApiBearerAuth()
@Controller('messages')
export class OpenDirectController {
  constructor(private readonly commands: CommandBus) {}

  @Post('conversations/direct')
  @ApiOperation({ summary: "Open (or find) the direct conversation with a partner company of one of your company's consortiums" })
  async open(@CurrentUser() user: AuthenticatedUser, @Body() body: OpenDirectRequestDto): Promise<{ conversation: ConversationSummary }> {
    return {
      conversation: await this.commands.execute<OpenDirectCommand, ConversationSummary>(new OpenDirectCommand(user, body.companyId)),
    };
  }
}
