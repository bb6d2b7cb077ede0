import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { BillingEvents, type PlanView } from '@jointly/contracts';
import { recordAdminAction } from '@jointly/common/audit';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { OutboxService, createEvent } from '@jointly/common/events';
import { limitChanges, validPlanLimits } from '../plan-rules';
import { PlanRepository } from '../plan.repository';

export class UpdatePlanCommand {
  constructor(
    readonly admin: AuthenticatedUser,
    readonly code: string,
    readonly input: { name: string; pricePence: number; limits: unknown; sortOrder: number; active: boolean },
  ) {}
}

/** An admin edits a plan (audited); PlanUpdated carries the new limits to every service that enforces them. */
@CommandHandler(UpdatePlanCommand)
export class UpdatePlanHandler implements ICommandHandler<UpdatePlanCommand, PlanView> {
  constructor(
    private readonly plans: PlanRepository,
    private readonly outbox: OutboxService,
  ) {}

  async execute({ admin, code, input }: UpdatePlanCommand): Promise<PlanView> {
    const limits = validPlanLimits(input.limits);
    return transaction(this.plans.dataSource, async (manager) => {
      const before = await this.plans.get(code, manager, true);
      const after: PlanView = {
        code,
        name: input.name,
        pricePence: input.pricePence,
        limits,
        sortOrder: input.sortOrder,
        active: input.active,
      };
      await this.plans.update(manager, after);
      const changes: Record<string, { from: unknown; to: unknown }> = limitChanges(before.limits, limits);
      for (const field of ['name', 'pricePence', 'sortOrder', 'active'] as const)
        if (before[field] !== after[field]) changes[field] = { from: before[field], to: after[field] };
      await this.outbox.add(
        manager,
        createEvent(BillingEvents.PlanUpdated, {
          aggregateId: code,
          actorId: admin.id,
          payload: { planCode: code, name: after.name, limits },
        }),
      );
      await recordAdminAction(this.outbox, manager, {
        actor: { id: admin.id, email: admin.email },
        action: 'plan.update',
        resource: 'plans',
        resourceId: code,
        summary: `Updated the ${after.name} plan`,
        changes,
      });
      return after;
    });
  }
}
