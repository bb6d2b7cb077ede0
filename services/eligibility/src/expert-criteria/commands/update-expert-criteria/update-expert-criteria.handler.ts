import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { EligibilityEvents, type ExpertCriteriaView } from '@jointly/contracts';
import { fieldChanges, recordAdminAction } from '@jointly/common/audit';
import { isAdmin } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { InvalidInputError } from '@jointly/common/errors';
import { createEvent, OutboxService } from '@jointly/common/events';
import { ELIGIBILITY } from '../../../eligibility.database';
import { changedFacts } from '../../../shared/facts-changed';
import { EXPERT_CRITERIA_FIELDS, expertFactsOf } from '../../expert-criteria.entity';
import { ExpertCriteriaNotFoundError, NotExpertCriteriaOwnerError } from '../../expert-criteria.errors';
import { ExpertCriteriaRepository } from '../../expert-criteria.repository';
import { toExpertCriteriaView } from '../../expert-criteria.view';
import { UpdateExpertCriteriaCommand } from './update-expert-criteria.command';

/**
 * Applies the changes under a row lock. When something changed, ExpertCriteriaChanged goes to the outbox in the same
 * transaction, and an admin's change of someone else's entry is also recorded for the audit log.
 */
@CommandHandler(UpdateExpertCriteriaCommand)
export class UpdateExpertCriteriaHandler implements ICommandHandler<UpdateExpertCriteriaCommand> {
  constructor(
    @InjectDataSource(ELIGIBILITY) private readonly dataSource: DataSource,
    private readonly criteria: ExpertCriteriaRepository,
    private readonly outbox: OutboxService,
  ) {}

  async execute({ actor, criteriaId, changes }: UpdateExpertCriteriaCommand): Promise<ExpertCriteriaView> {
    if (Object.keys(changes).length === 0)
      throw new InvalidInputError(`Nothing to change: send at least one of ${EXPERT_CRITERIA_FIELDS.join(', ')}.`, 'EXPERT_CRITERIA.EMPTY');
    return transaction(this.dataSource, async (manager) => {
      const current = await this.criteria.findByIdForUpdate(manager, criteriaId);
      if (!current) throw new ExpertCriteriaNotFoundError(criteriaId);
      if (current.accountId !== actor.id && !isAdmin(actor)) throw new NotExpertCriteriaOwnerError();
      const before = expertFactsOf(current);
      const after = { ...before, ...changes };
      const changed = changedFacts(before, after);
      if (!changed.length) return toExpertCriteriaView(current);
      const updated = await this.criteria.update(manager, current.id, after);
      await this.outbox.add(
        manager,
        createEvent(EligibilityEvents.ExpertCriteriaChanged, {
          aggregateId: updated.id,
          actorId: actor.id,
          payload: { criteriaId: updated.id, accountId: updated.accountId },
        }),
      );
      if (isAdmin(actor) && current.accountId !== actor.id)
        await recordAdminAction(this.outbox, manager, {
          actor: { id: actor.id, email: actor.email },
          action: 'expert-criteria.update',
          resource: 'expert-criteria',
          resourceId: updated.id,
          summary: `Edited the expert criteria of account ${updated.accountId} (${changed.join(', ')})`,
          changes: fieldChanges(before as unknown as Record<string, unknown>, after as unknown as Record<string, unknown>, changed),
        });
      return toExpertCriteriaView(updated);
    });
  }
}
