import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MessagePage } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { Participation } from '../../conversation/participation';
import { MessageReader } from '../message.reader';
import { ListMessagesRequestDto } from './list-messages.request.dto';

@ApiTags('messages')
@ApiBearerAuth()
@Controller('messages')
export class ListMessagesController {
  constructor(
    private readonly participation: Participation,
    private readonly reader: MessageReader,
  ) {}

  @Get('conversations/:id/messages')
  @ApiOperation({ summary: 'Messages of a conversation, newest first (participants); q searches its text' })
  async list(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Query() query: ListMessagesRequestDto,
  ): Promise<MessagePage> {
    await this.participation.assertParticipant(id, user.id);
    return this.reader.page(id, { before: query.before, q: query.q || undefined, limit: query.limit ?? 50 });
  }
}
