import { Body, Controller, Get, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SubscriptionView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { ApiErrors } from '@jointly/common/http';
import { PlanRepository } from '../../plan/plan.repository';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../../payment/payment-gateway';
import { billingPartyOf } from '../../shared/billing-party';
import { RequestPlanChangeCommand } from '../request-plan-change/request-plan-change.handler';
import { RequestPlanChangeRequestDto } from '../request-plan-change/request-plan-change.request.dto';
import { SubscriptionRepository } from '../subscription.repository';

@ApiTags('billing')
@ApiBearerAuth()
@Controller('billing/subscription')
export class SubscriptionController {
  constructor(
    private readonly commands: CommandBus,
    private readonly subscriptions: SubscriptionRepository,
    private readonly plans: PlanRepository,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway | null,
  ) {}

  @Get()
  @ApiOperation({ summary: "The caller's company's plan, since when, and a pending change request" })
  async get(@CurrentUser() caller: AuthenticatedUser): Promise<SubscriptionView> {
    const partyId = billingPartyOf(caller);
    const subscription = await this.subscriptions.get(partyId);
    return {
      companyId: partyId,
      plan: await this.plans.get(subscription.planCode),
      since: subscription.since,
      requestedPlanCode: subscription.requestedPlanCode,
      requestedAt: subscription.requestedAt,
      cardPayments: this.gateway !== null,
    };
  }

  @Post('request-change')
  @ApiErrors(404, 409)
  @ApiOperation({
    summary:
      'Ask to move the company to another plan (an admin makes the change); planCode null withdraws. 404: no active plan with that code; 409: already on it',
  })
  async request(@CurrentUser() caller: AuthenticatedUser, @Body() body: RequestPlanChangeRequestDto): Promise<SubscriptionView> {
    await this.commands.execute(new RequestPlanChangeCommand(caller, body.planCode ?? null));
    return this.get(caller);
  }
}
