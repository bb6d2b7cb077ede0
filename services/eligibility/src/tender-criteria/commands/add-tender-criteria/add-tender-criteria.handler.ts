import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { EligibilityEvents } from '@jointly/contracts';
import { fieldChanges, recordAdminAction } from '@jointly/common/audit';
import { transaction } from '@jointly/common/database';
import { createEvent, OutboxService } from '@jointly/common/events';
import { ELIGIBILITY } from '../../../eligibility.database';
import { TenderSummaryStore } from '../../../tender-summary/tender-summary.store';
import { TenderNotFoundError } from '../../tender-criteria.errors';
import { TenderCriteriaRepository } from '../../tender-criteria.repository';
import { toTenderCriteriaView } from '../../tender-criteria.view';
import { AddTenderCriteriaCommand, type AddedTenderCriteria } from './add-tender-criteria.command';

/**
 * Writes the criteria, TenderCriteriaAdded and the audit entry (AdminActionRecorded) in one transaction; the tender must be known (tender_summary). The
 * ratings of the tender are recalculated by the consumer of that event, not in this request.
 */
@CommandHandler(AddTenderCriteriaCommand)
export class AddTenderCriteriaHandler implements ICommandHandler<AddTenderCriteriaCommand> {
  constructor(
    @InjectDataSource(ELIGIBILITY) private readonly dataSource: DataSource,
    private readonly criteria: TenderCriteriaRepository,
    private readonly tenders: TenderSummaryStore,
    private readonly outbox: OutboxService,
  ) {}

  async execute({ actor, tenderId, lot, requirements }: AddTenderCriteriaCommand): Promise<AddedTenderCriteria> {
    return transaction(this.dataSource, async (manager) => {
      const tender = await this.tenders.find(tenderId, manager);
      if (!tender) throw new TenderNotFoundError(tenderId);
      const previous = (await this.criteria.findByTenderIds([tenderId], manager)).find((row) => (row.lot ?? '') === (lot ?? ''));
      const { criteria, created } = await this.criteria.upsert(manager, { tenderId, lot, requirements, createdBy: actor.id });
      // Every edit is audited (admins and granted staff alike): the requirements before and after.
      await recordAdminAction(this.outbox, manager, {
        actor: { id: actor.id, email: actor.email },
        action: created ? 'tender-criteria.create' : 'tender-criteria.update',
        resource: 'tender-criteria',
        resourceId: criteria.id,
        summary: `${created ? 'Added' : 'Replaced'} the eligibility criteria of “${tender.title}”${lot ? ` (${lot})` : ''}: ${requirements.length} requirement(s)`,
        changes: fieldChanges({ requirements: previous?.requirements ?? null }, { requirements }, ['requirements']),
      });
      await this.outbox.add(
        manager,
        createEvent(EligibilityEvents.TenderCriteriaAdded, {
          aggregateId: criteria.id,
          actorId: actor.id,
          payload: { criteriaId: criteria.id, tenderId },
        }),
      );
      return { criteria: toTenderCriteriaView(criteria), created };
    });
  }
}
