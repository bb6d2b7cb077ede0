import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { WorkspaceView } from '@jointly/contracts';

import { workspaceSearchScope } from '../workspace-rules';
import { WORKSPACE_SELECT, WorkspaceRepository, workspaceView, type WorkspaceRow } from '../workspace.repository';
import { pageInfo } from '@jointly/common/http';
import { SearchWorkspacesQuery } from './search-workspaces.query';

/**
 * GET /workspace/search: the caller's company's workspaces (or, without a company, their own), those of consortiums the
 * company belongs to, and those linked to invitations they accepted as an expert; admins all. Recently changed first;
 * `id[n]` narrows (others are absent).
 */
@QueryHandler(SearchWorkspacesQuery)
export class SearchWorkspacesHandler implements IQueryHandler<SearchWorkspacesQuery> {
  constructor(private readonly workspaces: WorkspaceRepository) {}

  async execute({
    caller,
    search,
  }: SearchWorkspacesQuery): Promise<{ foundWorkspaces: WorkspaceView[]; count: number; currentPage: number; totalPages: number }> {
    const scope = workspaceSearchScope(caller);
    const params: unknown[] = [];
    const add = (value: unknown) => `$${params.push(value)}`;
    const where: string[] = [];
    if (scope) {
      const side = scope.companyId
        ? `(w.company_id = ${add(scope.companyId)} OR EXISTS (SELECT 1 FROM bids.consortium_member m WHERE m.consortium_id = w.consortium_id AND m.company_id = ${add(scope.companyId)}))`
        : `(w.company_id IS NULL AND w.owner_account_id = ${add(scope.ownerAccountId)})`;
      where.push(
        `(${side} OR EXISTS (SELECT 1 FROM bids.bid b WHERE b.workspace_id = w.id AND b.status = 'Accepted' AND b.expert_account_id = ${add(scope.expertAccountId)}))`,
      );
    }
    if (search.ids.length) where.push(`w.id = ANY(${add(search.ids)}::uuid[])`);
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const db = this.workspaces.dataSource;
    const [rows, [{ count }]] = await Promise.all([
      db.query(
        `${WORKSPACE_SELECT} ${clause} ORDER BY w.updated_at DESC, w.id LIMIT ${search.limit} OFFSET ${(search.page - 1) * search.limit}`,
        params,
      ) as Promise<WorkspaceRow[]>,
      db.query(`SELECT count(*)::int AS count FROM bids.workspace w ${clause}`, params) as Promise<Array<{ count: number }>>,
    ]);
    return { foundWorkspaces: rows.map(workspaceView), ...pageInfo(count, search.page, search.limit) };
  }
}
