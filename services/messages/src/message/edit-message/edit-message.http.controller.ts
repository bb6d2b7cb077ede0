import { Body, Controller, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MessageView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { EditMessageCommand } from './edit-message.handler';
import { EditMessageRequestDto } from './edit-message.request.dto';

@ApiTags('messages')
@ApiBearerAuth()
@Controller('messages')
export class EditMessageController {
  constructor(private readonly commands: CommandBus) {}

  @Patch(':messageId')
  @ApiOperation({ summary: 'Edit your message within 15 minutes of sending it' })
  async edit(
    @CurrentUser() user: AuthenticatedUser,
    @Param('messageId') messageId: string,
    @Body() body: EditMessageRequestDto,
  ): Promise<{ message: MessageView }> {
    return { message: await this.commands.execute<EditMessageCommand, MessageView>(new EditMessageCommand(user, messageId, body.body)) };
  }
}
