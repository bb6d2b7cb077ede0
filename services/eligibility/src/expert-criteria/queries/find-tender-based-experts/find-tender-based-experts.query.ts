import { Query } from '@nestjs/cqrs';
import type { ExpertMatchResult } from '@jointly/contracts';

/** The experts that fit one tender best (any signed-in user). */
export class FindTenderBasedExpertsQuery extends Query<ExpertMatchResult> {
  constructor(readonly tenderId: string) {
    super();
  }
}
