import { Query } from '@nestjs/cqrs';
import type { UserCriteriaView } from '@jointly/contracts';
import type { CriteriaAdminQuery } from '../../../shared/criteria-admin-query';

/** A window of the console's `user-criteria` list and the number matching its filter. */
export class ListUserCriteriaQuery extends Query<{ items: UserCriteriaView[]; total: number }> {
  constructor(readonly query: CriteriaAdminQuery) {
    super();
  }
}
