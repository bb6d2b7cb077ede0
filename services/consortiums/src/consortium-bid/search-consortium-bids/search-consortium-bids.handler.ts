import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ConsortiumBidView } from '@jointly/contracts';
import { searchScope } from '../../consortium/consortium-rules';
import { ConsortiumRepository } from '../../consortium/consortium.repository';

import { CONSORTIUM_BID_SELECT, consortiumBidView, type ConsortiumBidRow } from '../consortium-bid.repository';
import { pageInfo } from '@jointly/common/http';
import { SearchConsortiumBidsQuery } from './search-consortium-bids.query';

@QueryHandler(SearchConsortiumBidsQuery)
export class SearchConsortiumBidsHandler implements IQueryHandler<SearchConsortiumBidsQuery> {
  constructor(private readonly consortiums: ConsortiumRepository) {}

  async execute({ caller, search }: SearchConsortiumBidsQuery): Promise<{
    foundConsortiumBids: ConsortiumBidView[];
    count: number;
    currentPage: number;
    totalPages: number;
  }> {
    const { consortiumIds } = searchScope(caller, search.consortiumIds, await this.consortiums.idsOfCompany(caller.companyId));
    const clause = consortiumIds ? 'WHERE b.consortium_id = ANY($1::uuid[])' : '';
    const params = consortiumIds ? [consortiumIds] : [];
    const db = this.consortiums.dataSource;
    const [rows, [{ count }]] = await Promise.all([
      db.query(
        `${CONSORTIUM_BID_SELECT} ${clause} ORDER BY b.created_at DESC, b.id LIMIT ${search.limit} OFFSET ${(search.page - 1) * search.limit}`,
        params,
      ) as Promise<ConsortiumBidRow[]>,
      db.query(`SELECT count(*)::int AS count FROM consortiums.consortium_bid b ${clause}`, params) as Promise<Array<{ count: number }>>,
    ]);
    return { foundConsortiumBids: rows.map(consortiumBidView), ...pageInfo(count, search.page, search.limit) };
  }
}
