import { Query } from '@nestjs/cqrs';
import type { TenderCriteriaSearchResult } from '@jointly/contracts';

/** Criteria of the given tenders (added, else derived), or every added criteria when no tender is given; one page. */
export class SearchTenderCriteriaQuery extends Query<TenderCriteriaSearchResult> {
  constructor(
    readonly tenderIds: string[] | undefined,
    readonly page: number,
    readonly limit: number,
  ) {
    super();
  }
}
