import { Query } from '@nestjs/cqrs';
import type { UserCriteriaView } from '@jointly/contracts';

/** One row of user criteria (404 when unknown). */
export class GetUserCriteriaQuery extends Query<UserCriteriaView> {
  constructor(readonly id: string) {
    super();
  }
}
