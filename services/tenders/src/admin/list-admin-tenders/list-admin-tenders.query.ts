import { Query } from '@nestjs/cqrs';
import type { AdminTenderListQuery } from '../admin-tender-list-query';
import type { AdminTenderView } from '../admin-tender.view';

/** The console's tenders (admins): one page with the search's full text and filters, and the total. */
export class ListAdminTendersQuery extends Query<{ items: AdminTenderView[]; total: number }> {
  constructor(readonly query: AdminTenderListQuery) {
    super();
  }
}
