import { Controller, Delete, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { DeleteMessageCommand } from './delete-message.handler';

@ApiTags('messages')
@ApiBearerAuth()
@Controller('messages')
export class DeleteMessageController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':messageId')
  @ApiOperation({ summary: 'Delete your message (it shows as "message deleted")' })
  async delete(@CurrentUser() user: AuthenticatedUser, @Param('messageId') messageId: string): Promise<{ message: string }> {
    await this.commands.execute(new DeleteMessageCommand(user, messageId));
    return { message: 'Message deleted' };
  }
}
