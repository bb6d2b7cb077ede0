import { Controller, Get, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { OptionalAuth } from '@jointly/common/auth';
import { DownloadTenderDocumentQuery } from './download-tender-document.query';

@ApiTags('tenders')
@Controller('tender')
export class DownloadTenderDocumentController {
  constructor(private readonly queries: QueryBus) {}

  @Get('document/:id')
  @OptionalAuth()
  @ApiOperation({ summary: 'Download a document an admin attached to a tender' })
  async document(@Param('id') id: string, @Res() reply: FastifyReply) {
    const doc = await this.queries.execute(new DownloadTenderDocumentQuery(id));
    return reply
      .header('content-type', doc.mimeType)
      .header('content-length', String(doc.sizeBytes))
      .header('content-disposition', `attachment; filename="${doc.fileName.replace(/"/g, '')}"`)
      .header('x-content-type-options', 'nosniff')
      .send(doc.content);
  }
}
