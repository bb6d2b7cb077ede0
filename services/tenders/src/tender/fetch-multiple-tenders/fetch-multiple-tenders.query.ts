import { Query } from '@nestjs/cqrs';
import type { TenderListItem } from '../../search/tender-search';

/** Several tenders by id or ocid (distinct, validated); unknown ids are simply absent. */
export class FetchMultipleTendersQuery extends Query<{ foundTenders: TenderListItem[]; count: number }> {
  constructor(readonly ids: string[]) {
    super();
  }
}
