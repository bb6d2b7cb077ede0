import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import type { DataSource } from 'typeorm';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { NotFoundError } from '@jointly/common/errors';
import { isUuid } from '@jointly/common/http';
import { Participation } from '../../conversation/participation';
import { MessageFileStorage } from '../message-file-storage';

@ApiTags('messages')
@ApiBearerAuth()
@Controller('messages')
export class GetAttachmentController {
  constructor(
    @InjectDataSource('messages') private readonly dataSource: DataSource,
    private readonly participation: Participation,
    private readonly files: MessageFileStorage,
  ) {}

  @Get('attachments/:attachmentId')
  @ApiOperation({ summary: 'Download an attachment (participants of its conversation)' })
  async download(
    @CurrentUser() user: AuthenticatedUser,
    @Param('attachmentId') attachmentId: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const missing = new NotFoundError('This attachment does not exist.', 'ATTACHMENT.NOT_FOUND');
    if (!isUuid(attachmentId)) throw missing;
    const rows = (await this.dataSource.query(
      'SELECT conversation_id, storage_key, filename, mime_type FROM messages.attachment WHERE id = $1',
      [attachmentId],
    )) as Array<{ conversation_id: string; storage_key: string; filename: string; mime_type: string }>;
    if (!rows[0]) throw missing;
    await this.participation.assertParticipant(rows[0].conversation_id, user.id);
    const inline = rows[0].mime_type.startsWith('image/') || rows[0].mime_type === 'application/pdf';
    await reply
      .header('content-type', rows[0].mime_type)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${rows[0].filename.replace(/"/g, '')}"`)
      .send(this.files.stream(rows[0].storage_key));
  }
}
