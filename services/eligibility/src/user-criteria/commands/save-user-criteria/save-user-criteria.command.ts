import { Command } from '@nestjs/cqrs';
import type { UserCriteriaView } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';
import type { UserCriteriaFacts } from '../../user-criteria.entity';

export interface SavedUserCriteria {
  criteria: UserCriteriaView;
  /** True when this call created the row (201), false when it updated it (200). */
  created: boolean;
}

/** Create or update the caller's own criteria with the fields sent (others keep their values). */
export class SaveUserCriteriaCommand extends Command<SavedUserCriteria> {
  constructor(
    readonly actor: AuthenticatedUser,
    readonly changes: Partial<UserCriteriaFacts>,
  ) {
    super();
  }
}
