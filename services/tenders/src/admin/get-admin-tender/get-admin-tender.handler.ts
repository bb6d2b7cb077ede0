import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AdminTenderView } from '../admin-tender.view';
import { AdminTendersReader } from '../admin-tenders.reader';
import { GetAdminTenderQuery } from './get-admin-tender.query';

@QueryHandler(GetAdminTenderQuery)
export class GetAdminTenderHandler implements IQueryHandler<GetAdminTenderQuery> {
  constructor(private readonly reader: AdminTendersReader) {}

  execute({ idOrOcid }: GetAdminTenderQuery): Promise<AdminTenderView> {
    return this.reader.get(idOrOcid);
  }
}
