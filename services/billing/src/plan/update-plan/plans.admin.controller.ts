import { Body, Controller, Get, Param, Put, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { PlanView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser, Roles } from '@jointly/common/auth';
import { contentRange } from '@jointly/common/http';
import { GetPlanQuery } from '../admin-plans/get-plan.query';
import { ListAllPlansQuery } from '../admin-plans/list-all-plans.query';
import { UpdatePlanCommand } from './update-plan.handler';
import { UpdatePlanRequestDto } from './update-plan.request.dto';

/** The console's `plans` resource: all plans (a handful, one page), and editing one (audited). */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/plans')
@Roles('admin')
export class PlansAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Every plan, in display order (ids are plan codes)' })
  async list(@Res({ passthrough: true }) reply: FastifyReply): Promise<Array<PlanView & { id: string }>> {
    const plans = await this.queries.execute(new ListAllPlansQuery());
    reply.header('Content-Range', contentRange('plans', 0, plans.length, plans.length));
    reply.header('X-Total-Count', String(plans.length));
    return plans.map((p) => ({ id: p.code, ...p }));
  }

  @Get(':code')
  @ApiOperation({ summary: 'One plan' })
  async get(@Param('code') code: string): Promise<PlanView & { id: string }> {
    return { id: code, ...(await this.queries.execute(new GetPlanQuery(code))) };
  }

  @Put(':code')
  @ApiOperation({ summary: "Edit a plan's name, price and limits (audited; services enforce the new limits from PlanUpdated)" })
  async update(
    @CurrentUser() admin: AuthenticatedUser,
    @Param('code') code: string,
    @Body() body: UpdatePlanRequestDto,
  ): Promise<PlanView & { id: string }> {
    const plan = await this.commands.execute<UpdatePlanCommand, PlanView>(new UpdatePlanCommand(admin, code, body));
    return { id: code, ...plan };
  }
}
