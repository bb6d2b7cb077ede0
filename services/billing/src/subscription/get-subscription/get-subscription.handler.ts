import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SubscriptionView } from '@jointly/contracts';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../../payment/payment-gateway';
import { PlanRepository } from '../../plan/plan.repository';
import { billingPartyOf } from '../../shared/billing-party';
import { SubscriptionRepository } from '../subscription.repository';
import { GetSubscriptionQuery } from './get-subscription.query';

@QueryHandler(GetSubscriptionQuery)
export class GetSubscriptionHandler implements IQueryHandler<GetSubscriptionQuery> {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly plans: PlanRepository,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway | null,
  ) {}

  async execute({ caller }: GetSubscriptionQuery): Promise<SubscriptionView> {
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
}
