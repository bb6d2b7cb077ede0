import { Command } from '@nestjs/cqrs';
import type { TenderCriteriaView, TenderRequirement } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';

export interface AddedTenderCriteria {
  criteria: TenderCriteriaView;
  /** False when the tender (lot) had criteria whose requirements were replaced. */
  created: boolean;
}

/** Add (or replace) the criteria of a tender's lot; admins and staff. */
export class AddTenderCriteriaCommand extends Command<AddedTenderCriteria> {
  constructor(
    readonly actor: AuthenticatedUser,
    readonly tenderId: string,
    readonly lot: string | null,
    readonly requirements: TenderRequirement[],
  ) {
    super();
  }
}
