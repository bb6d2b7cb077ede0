import { Command } from '@nestjs/cqrs';
import type { ExpertCriteriaView } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';
import type { ExpertCriteriaFacts } from '../../expert-criteria.entity';

/** The owner (or an admin) changes some fields of an entry. */
export class UpdateExpertCriteriaCommand extends Command<ExpertCriteriaView> {
  constructor(
    readonly actor: AuthenticatedUser,
    readonly criteriaId: string,
    readonly changes: Partial<ExpertCriteriaFacts>,
  ) {
    super();
  }
}
