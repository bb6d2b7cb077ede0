import { Body, Controller, Get, Param, ParseUUIDPipe, Put, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import type { DataSource } from 'typeorm';
import { DEFAULT_PLAN_CODE } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser, Roles } from '@jointly/common/auth';
import { RaListRequestDto, contentRange, parseFilter, parseRange, parseSort } from '@jointly/common/http';
import { booleanFilter, idsFilter, textFilter } from '../../shared/filter-values';
import { ChangePlanCommand } from '../change-plan/change-plan.handler';
import { ChangePlanRequestDto } from '../change-plan/change-plan.request.dto';

export interface AdminSubscriptionRecord {
  id: string;
  companyName: string | null;
  planCode: string;
  since: string | null;
  requestedPlanCode: string | null;
  requestedAt: string | null;
}

const SORTS = ['companyName', 'planCode', 'since', 'requestedAt'] as const;
const COLUMNS: Record<(typeof SORTS)[number], string> = {
  companyName: 'lower(name)',
  planCode: 'plan_code',
  since: 'since',
  requestedAt: 'requested_at',
};

/** The console's `subscriptions` resource: every known company (and subscribed expert) with its plan; change it (audited). */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/subscriptions')
@Roles('admin')
export class SubscriptionsAdminController {
  constructor(
    private readonly commands: CommandBus,
    @InjectDataSource('billing') private readonly dataSource: DataSource,
  ) {}

  private readonly base = `
    SELECT p.party_id AS id, c.name, coalesce(s.plan_code, '${DEFAULT_PLAN_CODE}') AS plan_code, s.since, s.requested_plan_code, s.requested_at
      FROM (SELECT company_id AS party_id FROM billing.company UNION SELECT party_id FROM billing.subscription) p
      LEFT JOIN billing.company c ON c.company_id = p.party_id
      LEFT JOIN billing.subscription s ON s.party_id = p.party_id`;

  @Get()
  @ApiOperation({
    summary: 'Companies and their plans (filter: q, planCode, requested=true; sort: companyName, planCode, since, requestedAt)',
  })
  async list(@Query() params: RaListRequestDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminSubscriptionRecord[]> {
    const { offset, limit } = parseRange(params.range, { limit: 25, maxLimit: 500 });
    const sort = parseSort(params.sort, SORTS, { field: 'companyName', order: 'ASC' });
    const raw = parseFilter(params.filter, ['q', 'planCode', 'requested', 'id']);
    const filter = {
      q: textFilter(raw, 'q'),
      planCode: textFilter(raw, 'planCode', 40),
      requested: booleanFilter(raw, 'requested'),
      id: idsFilter(raw),
    };
    const conditions: string[] = [];
    const values: unknown[] = [];
    if (filter.q) conditions.push(`name ILIKE $${values.push(`%${filter.q}%`)}`);
    if (filter.planCode) conditions.push(`plan_code = $${values.push(filter.planCode)}`);
    if (filter.requested) conditions.push('requested_plan_code IS NOT NULL');
    if (filter.id?.length) conditions.push(`id::text = ANY($${values.push(filter.id)})`);
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const rows = (await this.dataSource.query(
      `SELECT * FROM (${this.base}) t ${where} ORDER BY ${COLUMNS[sort.field]} ${sort.order} NULLS LAST, t.id OFFSET $${values.length + 1} LIMIT $${values.length + 2}`,
      [...values, offset, limit],
    )) as Array<Record<string, unknown>>;
    const [{ total }] = (await this.dataSource.query(`SELECT count(*)::int AS total FROM (${this.base}) t ${where}`, values)) as Array<{
      total: number;
    }>;
    reply.header('Content-Range', contentRange('subscriptions', offset, rows.length, total));
    reply.header('X-Total-Count', String(total));
    return rows.map(toRecord);
  }

  @Get(':id')
  @ApiOperation({ summary: "One company's subscription" })
  async get(@Param('id', ParseUUIDPipe) id: string): Promise<AdminSubscriptionRecord> {
    const [row] = (await this.dataSource.query(
      `SELECT $1::uuid AS id, c.name, coalesce(s.plan_code, '${DEFAULT_PLAN_CODE}') AS plan_code, s.since, s.requested_plan_code, s.requested_at
         FROM (SELECT 1) x LEFT JOIN billing.company c ON c.company_id = $1 LEFT JOIN billing.subscription s ON s.party_id = $1`,
      [id],
    )) as Array<Record<string, unknown>>;
    return toRecord(row);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Move a company to a plan (audited; publishes CompanyPlanChanged)' })
  async change(
    @CurrentUser() admin: AuthenticatedUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: ChangePlanRequestDto,
  ): Promise<AdminSubscriptionRecord> {
    await this.commands.execute(new ChangePlanCommand(admin, id, body.planCode));
    return this.get(id);
  }
}

function toRecord(r: Record<string, unknown>): AdminSubscriptionRecord {
  const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
  return {
    id: r.id as string,
    companyName: (r.name as string | null) ?? null,
    planCode: r.plan_code as string,
    since: iso(r.since),
    requestedPlanCode: (r.requested_plan_code as string | null) ?? null,
    requestedAt: iso(r.requested_at),
  };
}
