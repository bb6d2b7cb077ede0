import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AuthenticatedUser, CurrentUser, Roles } from '@jointly/common/auth';
import { MethodNotAllowedError } from '@jointly/common/errors';
import { contentRange, RaListRequestDto } from '@jointly/common/http';
import type { PartnerView } from '../../partner/partner.entity';
import { uuidParam } from '../../shared/routes';
import { parsePartnerListQuery } from '../admin-list-query';
import { EditPartnerRecordCommand } from './edit-partner-record/edit-partner-record.handler';
import { GetPartnerRecordQuery } from './get-partner-record/get-partner-record.handler';
import { ListPartnerRecordsQuery } from './list-partner-records/list-partner-records.handler';

/**
 * The console's `partners` resource in the ra-data-simple-rest dialect (admins only). One controller for the resource
 * (react-admin calls one path); each call is a query or a command in its own folder.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/partners')
@Roles('admin')
export class PartnersAdminController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Companies (partners) for the console (Content-Range: partners start-end/total)' })
  async list(@Query() params: RaListRequestDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<PartnerView[]> {
    const query = parsePartnerListQuery(params);
    const { items, total } = await this.queries.execute<ListPartnerRecordsQuery, { items: PartnerView[]; total: number }>(
      new ListPartnerRecordsQuery(query),
    );
    reply.header('Content-Range', contentRange('partners', query.offset, items.length, total));
    reply.header('X-Total-Count', String(total));
    return items;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One company' })
  get(@Param('id', uuidParam('id')) id: string): Promise<PartnerView> {
    return this.queries.execute(new GetPartnerRecordQuery(id));
  }

  @Put(':id')
  @ApiOperation({ summary: 'Edit the company profile; verification "verified" approves it (e-mail and notification); answers the record' })
  update(
    @CurrentUser() admin: AuthenticatedUser,
    @Param('id', uuidParam('id')) id: string,
    @Body() body: Record<string, unknown>,
  ): Promise<PartnerView> {
    return this.commands.execute(new EditPartnerRecordCommand(admin, id, body ?? {}));
  }

  @Post()
  @HttpCode(405)
  create(): never {
    throw new MethodNotAllowedError('Companies are created by their owners; the console cannot create them.');
  }

  @Delete(':id')
  @HttpCode(405)
  remove(): never {
    throw new MethodNotAllowedError('Companies cannot be deleted from the console.');
  }
}
