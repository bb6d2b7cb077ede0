import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { PartnerView } from '../../../partner/partner.entity';
import type { PartnerListQuery } from '../../admin-list-query';
import { AdminPartnerReader } from '../admin-partner.reader';

export class ListPartnerRecordsQuery {
  constructor(readonly query: PartnerListQuery) {}
}

/** The console's companies list: filters (ids, q, verification), sort and page. */
@QueryHandler(ListPartnerRecordsQuery)
export class ListPartnerRecordsHandler implements IQueryHandler<ListPartnerRecordsQuery, { items: PartnerView[]; total: number }> {
  constructor(private readonly partners: AdminPartnerReader) {}

  execute({ query }: ListPartnerRecordsQuery): Promise<{ items: PartnerView[]; total: number }> {
    return this.partners.list(query);
  }
}
