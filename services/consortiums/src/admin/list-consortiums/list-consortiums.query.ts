import { Query } from '@nestjs/cqrs';
import type { AdminConsortiumRecord } from '@jointly/contracts';
import type { AdminConsortiumListQuery } from '../admin-consortium-list-query';

/** The console's consortiums list (admins): one range of the filtered, sorted list, and how many match. */
export class ListConsortiumsQuery extends Query<{ items: AdminConsortiumRecord[]; total: number }> {
  constructor(readonly list: AdminConsortiumListQuery) {
    super();
  }
}
