import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { TypingCommand } from './typing.handler';

@ApiTags('messages')
@ApiBearerAuth()
@Controller('messages')
export class TypingController {
  constructor(private readonly commands: CommandBus) {}

  @Post('conversations/:id/typing')
  @HttpCode(204)
  @ApiOperation({ summary: 'Tell the other participants you are typing (at most every few seconds)' })
  async typing(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<void> {
    await this.commands.execute(new TypingCommand(user, id));
  }
}
