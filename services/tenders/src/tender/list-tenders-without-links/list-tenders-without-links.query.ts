import { Query } from '@nestjs/cqrs';
import type { TenderListItem } from '../../search/tender-search';

/** Tenders without a notice link, newest first, one page (admins). */
export class ListTendersWithoutLinksQuery extends Query<{
  foundTenders: TenderListItem[];
  count: number;
  currentPage: number;
  totalPages: number;
}> {
  constructor(
    readonly page: number,
    readonly limit: number,
  ) {
    super();
  }
}
