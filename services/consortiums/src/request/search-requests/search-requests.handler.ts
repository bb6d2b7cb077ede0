import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ConsortiumRequestView } from '@jointly/contracts';
import { InvalidInputError } from '@jointly/common/errors';
import { searchScope } from '../../consortium/consortium-rules';
import { ConsortiumRepository } from '../../consortium/consortium.repository';

import { REQUEST_SELECT, requestView, type RequestRow } from '../request.repository';
import { pageInfo } from '@jointly/common/http';
import { SearchRequestsQuery } from './search-requests.query';

@QueryHandler(SearchRequestsQuery)
export class SearchRequestsHandler implements IQueryHandler<SearchRequestsQuery> {
  constructor(private readonly consortiums: ConsortiumRepository) {}

  async execute({ caller, search }: SearchRequestsQuery): Promise<{
    foundConsortiumRequests: ConsortiumRequestView[];
    count: number;
    currentPage: number;
    totalPages: number;
  }> {
    const scope = searchScope(caller, search.consortiumIds, await this.consortiums.idsOfCompany(caller.companyId));
    const params: unknown[] = [];
    const add = (value: unknown) => `$${params.push(value)}`;
    const where: string[] = [];
    if (scope.consortiumIds && scope.companyId)
      where.push(
        `(r.consortium_id = ANY(${add(scope.consortiumIds)}::uuid[]) OR ${add(scope.companyId)} IN (r.to_company_id, r.from_company_id))`,
      );
    else if (scope.consortiumIds) where.push(`r.consortium_id = ANY(${add(scope.consortiumIds)}::uuid[])`);
    if (search.accountIds.length) {
      const accounts = add(search.accountIds);
      where.push(`(r.from_account_id = ANY(${accounts}::uuid[]) OR r.to_account_id = ANY(${accounts}::uuid[]))`);
    }
    if (search.box) {
      if (!caller.companyId) throw new InvalidInputError('box needs an account that belongs to a company.', 'CONSORTIUM.NO_COMPANY');
      where.push(`r.${search.box === 'received' ? 'to' : 'from'}_company_id = ${add(caller.companyId)}`);
    }
    if (search.direction) where.push(`r.direction = ${add(search.direction)}`);
    if (search.status) where.push(`r.status = ${add(search.status)}`);
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const db = this.consortiums.dataSource;
    const [rows, [{ count }]] = await Promise.all([
      db.query(
        `${REQUEST_SELECT} ${clause} ORDER BY r.created_at DESC, r.id LIMIT ${search.limit} OFFSET ${(search.page - 1) * search.limit}`,
        params,
      ) as Promise<RequestRow[]>,
      db.query(`SELECT count(*)::int AS count FROM consortiums.consortium_request r ${clause}`, params) as Promise<
        Array<{ count: number }>
      >,
    ]);
    return { foundConsortiumRequests: rows.map(requestView), ...pageInfo(count, search.page, search.limit) };
  }
}
