import { Query } from '@nestjs/cqrs';
import type { ExpertCriteriaView } from '@jointly/contracts';
import type { CriteriaAdminQuery } from '../../../shared/criteria-admin-query';

/** A window of the console's `expert-criteria` list and the number matching its filter. */
export class ListExpertCriteriaQuery extends Query<{ items: ExpertCriteriaView[]; total: number }> {
  constructor(readonly query: CriteriaAdminQuery) {
    super();
  }
}
