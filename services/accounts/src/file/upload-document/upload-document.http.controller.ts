import { Controller, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { readMultipart } from '@jointly/common/http';
import { UploadDocumentCommand, type UploadedDocuments } from './upload-document.handler';

/** POST /file/upload-document (multipart, field `file`, optional `purpose`). */
@ApiTags('accounts: files')
@ApiBearerAuth()
@Controller('file')
export class UploadDocumentController {
  constructor(private readonly commands: CommandBus) {}

  @Post('upload-document')
  @ApiOperation({ summary: 'Upload a PDF, Office document or image (15 MB at most; content is checked)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' }, purpose: { type: 'string' } }, required: ['file'] },
  })
  upload(@CurrentUser() user: AuthenticatedUser, @Req() request: FastifyRequest): Promise<UploadedDocuments> {
    return this.commands.execute(new UploadDocumentCommand(user, () => readMultipart(request, { requireFile: true })));
  }
}
