import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { EligibilityEvents } from '@jointly/contracts';
import { transaction } from '@jointly/common/database';
import { InvalidInputError } from '@jointly/common/errors';
import { createEvent, OutboxService } from '@jointly/common/events';
import { ELIGIBILITY } from '../../../eligibility.database';
import { factsChanged } from '../../../shared/facts-changed';
import { EMPTY_USER_CRITERIA, USER_CRITERIA_FIELDS, type UserCriteria, type UserCriteriaFacts } from '../../user-criteria.entity';
import { UserCriteriaRepository } from '../../user-criteria.repository';
import { toUserCriteriaView } from '../../user-criteria.view';
import { SaveUserCriteriaCommand, type SavedUserCriteria } from './save-user-criteria.command';

const factsOf = (row: UserCriteria): UserCriteriaFacts =>
  Object.fromEntries(USER_CRITERIA_FIELDS.map((field) => [field, row[field]])) as unknown as UserCriteriaFacts;

/**
 * Upserts the caller's criteria (one row per account; the company comes from the token). UserCriteriaChanged goes to
 * the outbox in the same transaction when the row is created or any fact (or the company) changes.
 */
@CommandHandler(SaveUserCriteriaCommand)
export class SaveUserCriteriaHandler implements ICommandHandler<SaveUserCriteriaCommand> {
  constructor(
    @InjectDataSource(ELIGIBILITY) private readonly dataSource: DataSource,
    private readonly criteria: UserCriteriaRepository,
    private readonly outbox: OutboxService,
  ) {}

  async execute({ actor, changes }: SaveUserCriteriaCommand): Promise<SavedUserCriteria> {
    if (Object.keys(changes).length === 0)
      throw new InvalidInputError(`Nothing to save: send at least one of ${USER_CRITERIA_FIELDS.join(', ')}.`, 'USER_CRITERIA.EMPTY');
    return transaction(this.dataSource, async (manager) => {
      const existing = await this.criteria.findByAccountIdForUpdate(manager, actor.id);
      if (!existing) {
        const created = await this.criteria.insert(manager, actor.id, actor.companyId, { ...EMPTY_USER_CRITERIA, ...changes });
        if (created) {
          await this.announce(manager, created, actor.id);
          return { criteria: toUserCriteriaView(created), created: true };
        }
      }
      // Either it existed, or a concurrent request created it after our read: update that row under the lock.
      const current = existing ?? (await this.criteria.findByAccountIdForUpdate(manager, actor.id))!;
      const before = { ...factsOf(current), companyId: current.companyId };
      const after = { ...factsOf(current), ...changes, companyId: actor.companyId };
      if (!factsChanged(before, after)) return { criteria: toUserCriteriaView(current), created: false };
      const { companyId, ...facts } = after;
      const updated = await this.criteria.update(manager, current.id, companyId, facts);
      await this.announce(manager, updated, actor.id);
      return { criteria: toUserCriteriaView(updated), created: false };
    });
  }

  private announce(manager: EntityManager, row: UserCriteria, actorId: string): Promise<void> {
    return this.outbox.add(
      manager,
      createEvent(EligibilityEvents.UserCriteriaChanged, {
        aggregateId: row.id,
        actorId,
        payload: { criteriaId: row.id, accountId: row.accountId },
      }),
    );
  }
}
