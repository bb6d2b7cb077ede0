import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Roles } from '@jointly/common/auth';
import { RaListRequestDto, ReadOnlyAdminResource, contentRange } from '@jointly/common/http';
import { uuidParam } from '../shared/routes';
import type { AuditEntryView } from './audit-entry.view';
import { parseAuditLogQuery } from './audit-log-query';
import { GetAuditEntryQuery } from './get-audit-entry/get-audit-entry.handler';
import { ListAuditEntriesQuery } from './list-audit-entries/list-audit-entries.handler';

/**
 * The console's `audit-log` resource (read-only, admins): every admin action of every service, newest first. One
 * controller for the resource (react-admin's dialect, with the 405s of ReadOnlyAdminResource); each call is a query.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/audit-log')
@Roles('admin')
export class AuditLogAdminController extends ReadOnlyAdminResource {
  protected readonly readOnlyMessage = 'The audit log is written by the platform; its entries cannot be added, changed or deleted.';

  constructor(private readonly queries: QueryBus) {
    super();
  }

  @Get()
  @ApiOperation({ summary: 'Admin actions (filter actorId, resource, resourceId, action, service, from, to; sort at DESC by default)' })
  async list(@Query() params: RaListRequestDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<AuditEntryView[]> {
    const query = parseAuditLogQuery(params);
    const { items, total } = await this.queries.execute<ListAuditEntriesQuery, { items: AuditEntryView[]; total: number }>(
      new ListAuditEntriesQuery(query),
    );
    reply.header('Content-Range', contentRange('audit-log', query.offset, items.length, total));
    reply.header('X-Total-Count', String(total));
    return items;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One audit entry' })
  get(@Param('id', uuidParam('id')) id: string): Promise<AuditEntryView> {
    return this.queries.execute(new GetAuditEntryQuery(id));
  }
}
