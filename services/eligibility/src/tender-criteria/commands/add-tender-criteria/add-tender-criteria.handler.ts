import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { EligibilityEvents } from '@jointly/contracts';
import { transaction } from '@jointly/common/database';
import { createEvent, OutboxService } from '@jointly/common/events';
import { ELIGIBILITY } from '../../../eligibility.database';
import { TenderSummaryStore } from '../../../tender-summary/tender-summary.store';
import { TenderNotFoundError } from '../../tender-criteria.errors';
import { TenderCriteriaRepository } from '../../tender-criteria.repository';
import { toTenderCriteriaView } from '../../tender-criteria.view';
import { AddTenderCriteriaCommand, type AddedTenderCriteria } from './add-tender-criteria.command';

/**
 * Writes the criteria and TenderCriteriaAdded in one transaction; the tender must be known (tender_summary). The
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
      if (!(await this.tenders.find(tenderId, manager))) throw new TenderNotFoundError(tenderId);
      const { criteria, created } = await this.criteria.upsert(manager, { tenderId, lot, requirements, createdBy: actor.id });
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
