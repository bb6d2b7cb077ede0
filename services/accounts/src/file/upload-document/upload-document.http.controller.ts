import { Controller, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { readMultipart } from '@jointly/common/http';
import { DEFAULT_DOCUMENT_PURPOSE, DOCUMENT_PURPOSES } from '@jointly/contracts';
import { CERTIFICATIONS } from '../../enums/platform-enums';
import { UploadDocumentCommand, type UploadedDocuments } from './upload-document.handler';

/** POST /file/upload-document (multipart, field `file`, optional `purpose` of DOCUMENT_PURPOSES, `certification` for a certificate). */
@ApiTags('accounts: files')
@ApiBearerAuth()
@Controller('file')
export class UploadDocumentController {
  constructor(private readonly commands: CommandBus) {}

  @Post('upload-document')
  @ApiOperation({
    summary: 'Upload a PDF, Office document or image (15 MB at most; content is checked)',
    description:
      'A certificate (naming its certification) or financial accounts uploaded by a company member is evidence among the company’s facts, which eligibility rates with.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      properties: {
        file: { type: 'string', format: 'binary' },
        purpose: { type: 'string', enum: DOCUMENT_PURPOSES.map((p) => p.id), default: DEFAULT_DOCUMENT_PURPOSE },
        certification: {
          type: 'string',
          enum: CERTIFICATIONS.map((c) => c.id),
          description:
            'The certification the document evidences: with purpose certificate, or alone (the document is then a certificate); with another purpose: 400.',
        },
      },
      required: ['file'],
    },
  })
  upload(@CurrentUser() user: AuthenticatedUser, @Req() request: FastifyRequest): Promise<UploadedDocuments> {
    return this.commands.execute(new UploadDocumentCommand(user, () => readMultipart(request, { requireFile: true })));
  }
}
