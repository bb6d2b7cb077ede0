import { Controller, Get, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { GetAttachmentQuery, type AttachmentDownload } from './get-attachment.handler';

@ApiTags('messages')
@ApiBearerAuth()
@Controller('messages')
export class GetAttachmentController {
  constructor(private readonly queries: QueryBus) {}

  @Get('attachments/:attachmentId')
  @ApiOperation({ summary: 'Download an attachment (participants of its conversation)' })
  async download(
    @CurrentUser() user: AuthenticatedUser,
    @Param('attachmentId') attachmentId: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const file = await this.queries.execute<GetAttachmentQuery, AttachmentDownload>(new GetAttachmentQuery(user.id, attachmentId));
    const inline = file.mimeType.startsWith('image/') || file.mimeType === 'application/pdf';
    await reply
      .header('content-type', file.mimeType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${file.filename.replace(/"/g, '')}"`)
      .send(file.content);
  }
}
