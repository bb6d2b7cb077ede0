import { Controller, Param, Patch, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AuthenticatedUser, CurrentUser, Roles } from '@jointly/common/auth';
import { TENDER_EDITABLE_FIELDS } from '@jointly/contracts';
import { InvalidInputError } from '@jointly/common/errors';
import { readFormOrJson } from '@jointly/common/http';
import { GetTenderQuery } from '../get-tender/get-tender.query';
import { UpdateTenderCommand } from './update-tender.handler';
import { parseTenderEdit } from './update-tender.request';

@ApiTags('tenders: admin')
@ApiBearerAuth()
@Controller('tender')
export class UpdateTenderController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Patch('update/:id')
  @Roles('admin')
  @ApiOperation({
    summary: 'Edit a tender (admins): fields and documents, as multipart form data (or JSON without files)',
    description: `Editable fields: ${TENDER_EDITABLE_FIELDS.join(', ')}; an empty value clears an optional field; revert=field,… restores imported values; files are attached as documents. Edits survive later imports.`,
  })
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBody({
    schema: {
      type: 'object',
      properties: {
        title: { type: 'string' },
        noticeUrl: { type: 'string' },
        closingDate: { type: 'string', example: '2026-12-31T12:00:00Z' },
        status: { type: 'string', enum: ['planned', 'active', 'closed', 'awarded', 'cancelled'] },
        value: { type: 'string' },
        revert: { type: 'string', example: 'title,noticeUrl' },
        documents: { type: 'string', format: 'binary' },
      },
    },
  })
  async update(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Req() request: FastifyRequest) {
    const { fields, files } = await readFormOrJson(request, {
      message: 'Send the changes as multipart form data (or a JSON object).',
      code: 'TENDER.EDIT_EMPTY',
    });
    const edit = parseTenderEdit(fields);
    if (Object.keys(edit.set).length === 0 && edit.revert.length === 0 && files.length === 0) {
      throw new InvalidInputError(
        `Nothing to change: send at least one of ${TENDER_EDITABLE_FIELDS.join(', ')}, revert, or a document.`,
        'TENDER.EDIT_EMPTY',
      );
    }
    const tenderId = await this.commands.execute<UpdateTenderCommand, string>(
      new UpdateTenderCommand(id, edit, files, user.id, user.email),
    );
    return { ...(await this.queries.execute(new GetTenderQuery(tenderId))), message: 'Tender updated' };
  }
}
