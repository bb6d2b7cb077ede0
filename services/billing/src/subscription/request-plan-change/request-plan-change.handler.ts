import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { ConflictError, NotFoundError } from '@jointly/common/errors';
import { PlanRepository } from '../../plan/plan.repository';
import { billingPartyOf } from '../../shared/billing-party';
import { SubscriptionRepository } from '../subscription.repository';

export class RequestPlanChangeCommand {
  constructor(
    readonly caller: AuthenticatedUser,
    /** null withdraws a pending request. */
    readonly planCode: string | null,
  ) {}
}

/** A company asks to move to another active plan; an admin makes the change in the console. Asking again replaces it. */
@CommandHandler(RequestPlanChangeCommand)
export class RequestPlanChangeHandler implements ICommandHandler<RequestPlanChangeCommand> {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly plans: PlanRepository,
  ) {}

  async execute({ caller, planCode }: RequestPlanChangeCommand): Promise<void> {
    const partyId = billingPartyOf(caller);
    await transaction(this.subscriptions.dataSource, async (manager) => {
      const current = await this.subscriptions.get(partyId, manager, true);
      if (planCode !== null) {
        const plan = await this.plans.get(planCode, manager).catch(() => null);
        // An unknown code and a retired plan are alike to the company: no such plan to move to (404).
        if (!plan || !plan.active) throw new NotFoundError(`There is no plan "${planCode}" to move to.`, 'PLAN.NOT_FOUND');
        if (plan.code === current.planCode) throw new ConflictError(`Your company is already on the ${plan.name} plan.`, 'PLAN.ALREADY_ON');
      }
      await this.subscriptions.request(manager, partyId, planCode, caller.id);
    });
  }
}
