import { Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { MessageView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { readFormOrJson } from '@jointly/common/http';
import { MAX_MESSAGE_LENGTH } from '../message-rules';
import { PostMessageCommand } from './post-message.handler';

@ApiTags('messages')
@ApiBearerAuth()
@Controller('messages')
export class PostMessageController {
  constructor(private readonly commands: CommandBus) {}

  @Post('conversations/:id/messages')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Post a message (participants): JSON { body, replyToId? } or multipart with fields body, replyToId and up to 5 files',
  })
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiBody({
    required: true,
    description: 'The text (empty only with files attached) and optionally the message it answers; multipart adds up to 5 files',
    schema: {
      type: 'object',
      properties: {
        body: { type: 'string', maxLength: MAX_MESSAGE_LENGTH, example: 'Draft 2 of the method statement is in the workspace.' },
        replyToId: { type: 'string', description: 'The id of the message answered' },
      },
    },
  })
  async post(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Req() request: FastifyRequest,
  ): Promise<{ message: MessageView }> {
    const { fields, files } = await readFormOrJson(request, {
      message: 'Send the message as JSON or multipart/form-data.',
      code: 'MESSAGE.BAD_BODY',
    });
    const message = await this.commands.execute<PostMessageCommand, MessageView>(
      new PostMessageCommand(user, id, fields.body, fields.replyToId, files),
    );
    return { message };
  }
}
