import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { BillingEvents } from '@jointly/contracts';
import { recordAdminAction } from '@jointly/common/audit';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { OutboxService, createEvent } from '@jointly/common/events';
import { PlanRepository } from '../../plan/plan.repository';
import { AdminSubscriptionsReader } from '../admin-subscriptions/admin-subscriptions.reader';
import type { AdminSubscriptionRecord } from '../admin-subscriptions/list-subscriptions.query';
import { SubscriptionRepository } from '../subscription.repository';

export class ChangePlanCommand {
  constructor(
    readonly admin: AuthenticatedUser,
    readonly partyId: string,
    readonly planCode: string,
  ) {}
}

/**
 * An admin moves a company to a plan (audited; clears a pending request). CompanyPlanChanged tells the enforcing
 * services; a company above the new plan's limits keeps what it has and cannot add more.
 */
@CommandHandler(ChangePlanCommand)
export class ChangePlanHandler implements ICommandHandler<ChangePlanCommand, AdminSubscriptionRecord> {
  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly plans: PlanRepository,
    private readonly outbox: OutboxService,
    private readonly reader: AdminSubscriptionsReader,
  ) {}

  async execute({ admin, partyId, planCode }: ChangePlanCommand): Promise<AdminSubscriptionRecord> {
    await transaction(this.subscriptions.dataSource, async (manager) => {
      const plan = await this.plans.get(planCode, manager);
      const current = await this.subscriptions.get(partyId, manager, true);
      await this.subscriptions.setPlan(manager, partyId, planCode);
      await this.outbox.add(
        manager,
        createEvent(BillingEvents.CompanyPlanChanged, {
          aggregateId: partyId,
          actorId: admin.id,
          payload: { companyId: partyId, planCode, previousPlanCode: current.planCode, limits: plan.limits },
        }),
      );
      await recordAdminAction(this.outbox, manager, {
        actor: { id: admin.id, email: admin.email },
        action: 'subscription.change-plan',
        resource: 'subscriptions',
        resourceId: partyId,
        summary: `Moved company ${partyId} to the ${plan.name} plan`,
        changes: { planCode: { from: current.planCode, to: planCode } },
      });
    });
    return this.reader.get(partyId);
  }
}
