import { Body, Controller, Get, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SubscriptionView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { ApiErrors } from '@jointly/common/http';
import { RequestPlanChangeCommand } from '../request-plan-change/request-plan-change.handler';
import { RequestPlanChangeRequestDto } from '../request-plan-change/request-plan-change.request.dto';
import { GetSubscriptionQuery } from './get-subscription.query';

@ApiTags('billing')
@ApiBearerAuth()
@Controller('billing/subscription')
export class SubscriptionController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOperation({ summary: "The caller's company's plan, since when, and a pending change request" })
  get(@CurrentUser() caller: AuthenticatedUser): Promise<SubscriptionView> {
    return this.queries.execute(new GetSubscriptionQuery(caller));
  }

  @Post('request-change')
  @ApiErrors(404, 409)
  @ApiOperation({
    summary:
      'Ask to move the company to another plan (an admin makes the change); planCode null withdraws. 404: no active plan with that code; 409: already on it',
  })
  async request(@CurrentUser() caller: AuthenticatedUser, @Body() body: RequestPlanChangeRequestDto): Promise<SubscriptionView> {
    await this.commands.execute(new RequestPlanChangeCommand(caller, body.planCode ?? null));
    return this.queries.execute(new GetSubscriptionQuery(caller));
  }
}
