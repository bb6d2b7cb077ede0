import { Query } from '@nestjs/cqrs';
import type { ExpertCriteriaView } from '@jointly/contracts';

/** One expert's entry (404 when unknown). */
export class GetExpertCriteriaQuery extends Query<ExpertCriteriaView> {
  constructor(readonly id: string) {
    super();
  }
}
