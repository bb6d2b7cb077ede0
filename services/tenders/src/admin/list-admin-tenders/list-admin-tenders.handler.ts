import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AdminTenderView } from '../admin-tender.view';
import { AdminTendersReader } from '../admin-tenders.reader';
import { ListAdminTendersQuery } from './list-admin-tenders.query';

@QueryHandler(ListAdminTendersQuery)
export class ListAdminTendersHandler implements IQueryHandler<ListAdminTendersQuery> {
  constructor(private readonly reader: AdminTendersReader) {}

  execute({ query }: ListAdminTendersQuery): Promise<{ items: AdminTenderView[]; total: number }> {
    return this.reader.list(query);
  }
}
