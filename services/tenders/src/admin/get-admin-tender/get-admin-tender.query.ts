import { Query } from '@nestjs/cqrs';
import type { AdminTenderView } from '../admin-tender.view';

/** One tender as the console shows it (admins), by id or ocid (404 when unknown). */
export class GetAdminTenderQuery extends Query<AdminTenderView> {
  constructor(readonly idOrOcid: string) {
    super();
  }
}
