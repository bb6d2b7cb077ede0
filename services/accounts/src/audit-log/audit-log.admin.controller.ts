import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { DataSource } from 'typeorm';
import { Roles } from '@jointly/common/auth';
import { NotFoundError } from '@jointly/common/errors';
import { RaListRequestDto, ReadOnlyAdminResource, contentRange } from '@jointly/common/http';
import { uuidParam } from '../profile/profile.http.controller';
import type { AuditEntryView } from './audit-entry.view';
import { parseAuditLogQuery, type AuditLogQuery, type AuditSortField } from './audit-log-query';

interface AuditEntryRow {
  id: string;
  at: Date;
  actor_id: string | null;
  actor_email: string | null;
  service: string;
  action: string;
  resource: string;
  resource_id: string;
  summary: string;
  changes: AuditEntryView['changes'];
}

const SORT_COLUMNS: Record<AuditSortField, string> = {
  at: 'at',
  action: 'action',
  service: 'service',
  resource: 'resource',
  actorEmail: 'actor_email',
};

const view = (r: AuditEntryRow): AuditEntryView => ({
  id: r.id,
  at: r.at.toISOString(),
  actorId: r.actor_id,
  actorEmail: r.actor_email,
  service: r.service,
  action: r.action,
  resource: r.resource,
  resourceId: r.resource_id,
  summary: r.summary,
  changes: r.changes,
});

function where(filter: AuditLogQuery['filter']): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (sql: (p: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(sql(`$${params.length}`));
  };
  if (filter.ids) add((p) => `id = ANY(${p}::uuid[])`, filter.ids);
  if (filter.actorId) add((p) => `actor_id = ${p}::uuid`, filter.actorId);
  if (filter.resource) add((p) => `resource = ${p}`, filter.resource);
  if (filter.resourceId) add((p) => `resource_id = ${p}`, filter.resourceId);
  if (filter.action) add((p) => `action = ${p}`, filter.action);
  if (filter.service) add((p) => `service = ${p}`, filter.service);
  if (filter.from) add((p) => `at >= ${p}`, filter.from.toISOString());
  if (filter.to) add((p) => `at <= ${p}`, filter.to.toISOString());
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/** The console's `audit-log` resource (read-only, admins): every admin action of every service, newest first. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/audit-log')
@Roles('admin')
export class AuditLogAdminController extends ReadOnlyAdminResource {
  protected readonly readOnlyMessage = 'The audit log is written by the platform; its entries cannot be added, changed or deleted.';

  constructor(@InjectDataSource('accounts') private readonly dataSource: DataSource) {
    super();
  }

  @Get()
  @ApiOperation({ summary: 'Admin actions (filter actorId, resource, resourceId, action, service, from, to; sort at DESC by default)' })
  async list(@Query() params: RaListRequestDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<AuditEntryView[]> {
    const query = parseAuditLogQuery(params);
    const { sql, params: values } = where(query.filter);
    const nulls = query.sort.order === 'ASC' ? 'NULLS FIRST' : 'NULLS LAST';
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(
        `SELECT * FROM accounts.audit_entry ${sql}
         ORDER BY ${SORT_COLUMNS[query.sort.field]} ${query.sort.order} ${nulls}, at DESC, id
         LIMIT ${query.limit} OFFSET ${query.offset}`,
        values,
      ) as Promise<AuditEntryRow[]>,
      this.dataSource.query(`SELECT count(*)::int AS total FROM accounts.audit_entry ${sql}`, values) as Promise<Array<{ total: number }>>,
    ]);
    reply.header('Content-Range', contentRange('audit-log', query.offset, rows.length, total));
    reply.header('X-Total-Count', String(total));
    return rows.map(view);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One audit entry' })
  async get(@Param('id', uuidParam('id')) id: string): Promise<AuditEntryView> {
    const [row] = (await this.dataSource.query('SELECT * FROM accounts.audit_entry WHERE id = $1', [id])) as AuditEntryRow[];
    if (!row) throw new NotFoundError(`No audit entry with id ${id}.`, 'AUDIT_ENTRY.NOT_FOUND');
    return view(row);
  }
}
