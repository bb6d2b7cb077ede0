import { Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TENDER_EDITABLE_FIELDS } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser, Roles } from '@jointly/common/auth';
import { contentRange, readFormOrJson, type RaListParams } from '@jointly/common/http';
import { UpdateTenderCommand } from '../tender/update-tender/update-tender.handler';
import { parseTenderEdit } from '../tender/update-tender/update-tender.request';
import { changedEditFields } from './admin-tender-edit';
import { parseAdminTenderListQuery } from './admin-tender-list-query';
import type { AdminTenderView } from './admin-tender.view';
import { GetAdminTenderQuery } from './get-admin-tender/get-admin-tender.query';
import { ListAdminTendersQuery } from './list-admin-tenders/list-admin-tenders.query';
import { MethodNotAllowedError } from '@jointly/common/errors';

/**
 * The console's `tenders` resource (admins, ra-data-simple-rest): list with the search's full text and filters,
 * show, and edit through the same command as PATCH /tender/update (validation, documents, TenderUpdated, audit).
 */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/tenders')
@Roles('admin')
export class AdminTendersController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Tenders for the console (Content-Range: tenders start-end/total)',
    description:
      'filter: q (websearch syntax), status, cpv, region, buyer, closingFrom, closingTo, valueMin, valueMax, noLink, id; sort: title, closingDate, publishedDate, value, updatedAt.',
  })
  async list(@Query() params: RaListParams, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminTenderView[]> {
    const query = parseAdminTenderListQuery(params);
    const { items, total } = await this.queries.execute(new ListAdminTendersQuery(query));
    reply.header('Content-Range', contentRange('tenders', query.offset, items.length, total));
    reply.header('X-Total-Count', String(total));
    return items;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One tender (id or ocid)' })
  get(@Param('id') id: string): Promise<AdminTenderView> {
    return this.queries.execute(new GetAdminTenderQuery(id));
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Edit a tender: JSON record or multipart form with files in "documents"; answers the updated record',
    description: `Editable: ${TENDER_EDITABLE_FIELDS.join(', ')}. Unchanged fields are left alone (they do not become overrides).`,
  })
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { title: { type: 'string' }, documents: { type: 'string', format: 'binary' } } } })
  async update(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Req() request: FastifyRequest): Promise<AdminTenderView> {
    const { fields, files } = await readFormOrJson(request, {
      message: 'Send the tender as a JSON object or as multipart form data.',
      code: 'TENDER.EDIT_EMPTY',
    });
    const current = await this.queries.execute(new GetAdminTenderQuery(id));
    const edit = parseTenderEdit(changedEditFields(current, fields));
    if (Object.keys(edit.set).length === 0 && files.length === 0) return current;
    await this.commands.execute(new UpdateTenderCommand(current.id, edit, files, user.id, user.email));
    return this.queries.execute(new GetAdminTenderQuery(current.id));
  }

  @Post()
  @HttpCode(405)
  create(): never {
    throw new MethodNotAllowedError('Tenders come from OCDS imports and feeds; the console cannot create them.');
  }

  @Delete(':id')
  @HttpCode(405)
  remove(): never {
    throw new MethodNotAllowedError('Tenders cannot be deleted from the console; set their status instead.');
  }
}
