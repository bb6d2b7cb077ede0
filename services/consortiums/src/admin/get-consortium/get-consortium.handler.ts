import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AdminConsortiumDetail } from '@jointly/contracts';
import { AdminConsortiumsReader } from '../admin-consortiums.reader';
import { GetConsortiumAdminQuery } from './get-consortium.query';

@QueryHandler(GetConsortiumAdminQuery)
export class GetConsortiumAdminHandler implements IQueryHandler<GetConsortiumAdminQuery> {
  constructor(private readonly reader: AdminConsortiumsReader) {}

  execute({ consortiumId }: GetConsortiumAdminQuery): Promise<AdminConsortiumDetail> {
    return this.reader.get(consortiumId);
  }
}
