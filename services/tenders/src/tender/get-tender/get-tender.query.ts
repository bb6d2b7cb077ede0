import { Query } from '@nestjs/cqrs';
import type { TenderDetail } from '@jointly/contracts';

/** One tender with everything known about it, by id or OCDS ocid (404 when unknown). */
export class GetTenderQuery extends Query<TenderDetail> {
  constructor(readonly idOrOcid: string) {
    super();
  }
}
