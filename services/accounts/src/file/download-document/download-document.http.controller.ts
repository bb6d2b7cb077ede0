import { Controller, Get, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { uuidParam } from '../../shared/routes';
import { DownloadDocumentQuery, type DocumentDownload } from './download-document.handler';

/** GET /file/{id}: the owner, their company or admins. */
@ApiTags('accounts: files')
@ApiBearerAuth()
@Controller('file')
export class DownloadDocumentController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id')
  @ApiOperation({ summary: 'Download an uploaded document (its owner, their company or admins)' })
  async download(@CurrentUser() user: AuthenticatedUser, @Param('id', uuidParam('id')) id: string, @Res() reply: FastifyReply) {
    const file = await this.queries.execute<DownloadDocumentQuery, DocumentDownload>(new DownloadDocumentQuery(user, id));
    return reply
      .header('content-type', file.mimeType)
      .header('content-length', String(file.size))
      .header('content-disposition', `attachment; filename="${file.name.replace(/"/g, '')}"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file.content);
  }
}
