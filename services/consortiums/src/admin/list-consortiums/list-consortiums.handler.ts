import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AdminConsortiumRecord } from '@jointly/contracts';
import { AdminConsortiumsReader } from '../admin-consortiums.reader';
import { ListConsortiumsQuery } from './list-consortiums.query';

@QueryHandler(ListConsortiumsQuery)
export class ListConsortiumsHandler implements IQueryHandler<ListConsortiumsQuery> {
  constructor(private readonly reader: AdminConsortiumsReader) {}

  execute({ list }: ListConsortiumsQuery): Promise<{ items: AdminConsortiumRecord[]; total: number }> {
    return this.reader.list(list);
  }
}
