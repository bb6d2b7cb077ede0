import { Command } from '@nestjs/cqrs';
import type { ExpertCriteriaView } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';
import type { ExpertCriteriaFacts } from '../../expert-criteria.entity';

/** An expert creates their directory entry (once). */
export class CreateExpertCriteriaCommand extends Command<ExpertCriteriaView> {
  constructor(
    readonly actor: AuthenticatedUser,
    readonly fields: Partial<ExpertCriteriaFacts>,
  ) {
    super();
  }
}
