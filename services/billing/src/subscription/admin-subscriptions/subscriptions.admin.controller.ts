import { Body, Controller, Get, Param, ParseUUIDPipe, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AuthenticatedUser, CurrentUser, Roles } from '@jointly/common/auth';
import { RaListRequestDto, contentRange, parseFilter, parseRange, parseSort } from '@jointly/common/http';
import { booleanFilter, idsFilter, textFilter } from '../../shared/filter-values';
import { ChangePlanCommand } from '../change-plan/change-plan.handler';
import { ChangePlanRequestDto } from '../change-plan/change-plan.request.dto';
import { GetCompanySubscriptionQuery } from './get-company-subscription.query';
import { ListSubscriptionsQuery, SUBSCRIPTION_SORTS, type AdminSubscriptionRecord } from './list-subscriptions.query';

/** The console's `subscriptions` resource: every known company (and subscribed expert) with its plan; change it (audited). */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/subscriptions')
@Roles('admin')
export class SubscriptionsAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Companies and their plans (filter: q, planCode, requested=true; sort: companyName, planCode, since, requestedAt)',
  })
  async list(@Query() params: RaListRequestDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminSubscriptionRecord[]> {
    const { offset, limit } = parseRange(params.range, { limit: 25, maxLimit: 500 });
    const sort = parseSort(params.sort, SUBSCRIPTION_SORTS, { field: 'companyName', order: 'ASC' });
    const raw = parseFilter(params.filter, ['q', 'planCode', 'requested', 'id']);
    const filter = {
      q: textFilter(raw, 'q'),
      planCode: textFilter(raw, 'planCode', 40),
      requested: booleanFilter(raw, 'requested'),
      id: idsFilter(raw),
    };
    const { items, total } = await this.queries.execute(new ListSubscriptionsQuery(filter, sort, offset, limit));
    reply.header('Content-Range', contentRange('subscriptions', offset, items.length, total));
    reply.header('X-Total-Count', String(total));
    return items;
  }

  @Get(':id')
  @ApiOperation({ summary: "One company's subscription" })
  get(@Param('id', ParseUUIDPipe) id: string): Promise<AdminSubscriptionRecord> {
    return this.queries.execute(new GetCompanySubscriptionQuery(id));
  }

  @Put(':id')
  @ApiOperation({ summary: 'Move a company to a plan (audited; publishes CompanyPlanChanged)' })
  async change(
    @CurrentUser() admin: AuthenticatedUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: ChangePlanRequestDto,
  ): Promise<AdminSubscriptionRecord> {
    return this.commands.execute<ChangePlanCommand, AdminSubscriptionRecord>(new ChangePlanCommand(admin, id, body.planCode));
  }
}
