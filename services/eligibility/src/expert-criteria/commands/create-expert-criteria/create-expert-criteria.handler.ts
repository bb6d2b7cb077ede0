import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { EligibilityEvents, type ExpertCriteriaView } from '@jointly/contracts';
import { transaction } from '@jointly/common/database';
import { createEvent, OutboxService } from '@jointly/common/events';
import { ELIGIBILITY } from '../../../eligibility.database';
import { NEW_EXPERT_CRITERIA } from '../../expert-criteria.entity';
import { ExpertCriteriaExistError } from '../../expert-criteria.errors';
import { ExpertCriteriaRepository } from '../../expert-criteria.repository';
import { toExpertCriteriaView } from '../../expert-criteria.view';
import { CreateExpertCriteriaCommand } from './create-expert-criteria.command';

/** Creates the caller's entry (409 when it exists) and writes ExpertCriteriaChanged in the same transaction. */
@CommandHandler(CreateExpertCriteriaCommand)
export class CreateExpertCriteriaHandler implements ICommandHandler<CreateExpertCriteriaCommand> {
  constructor(
    @InjectDataSource(ELIGIBILITY) private readonly dataSource: DataSource,
    private readonly criteria: ExpertCriteriaRepository,
    private readonly outbox: OutboxService,
  ) {}

  execute({ actor, fields }: CreateExpertCriteriaCommand): Promise<ExpertCriteriaView> {
    return transaction(this.dataSource, async (manager) => {
      const created = await this.criteria.insert(manager, actor.id, { ...NEW_EXPERT_CRITERIA, ...fields });
      if (!created) throw new ExpertCriteriaExistError();
      await this.outbox.add(
        manager,
        createEvent(EligibilityEvents.ExpertCriteriaChanged, {
          aggregateId: created.id,
          actorId: actor.id,
          payload: { criteriaId: created.id, accountId: created.accountId },
        }),
      );
      return toExpertCriteriaView(created);
    });
  }
}
