import { Query } from '@nestjs/cqrs';
import type { PlanView } from '@jointly/contracts';

/** One plan by its code, for the console (admins); unknown: 404. */
export class GetPlanQuery extends Query<PlanView> {
  constructor(readonly code: string) {
    super();
  }
}
