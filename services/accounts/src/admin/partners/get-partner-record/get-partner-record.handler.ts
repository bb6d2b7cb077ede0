import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { PartnerView } from '../../../partner/partner.entity';
import { AdminPartnerReader } from '../admin-partner.reader';

export class GetPartnerRecordQuery {
  constructor(readonly id: string) {}
}

/** One company (404 `PARTNER.NOT_FOUND`). */
@QueryHandler(GetPartnerRecordQuery)
export class GetPartnerRecordHandler implements IQueryHandler<GetPartnerRecordQuery, PartnerView> {
  constructor(private readonly partners: AdminPartnerReader) {}

  execute({ id }: GetPartnerRecordQuery): Promise<PartnerView> {
    return this.partners.get(id);
  }
}
