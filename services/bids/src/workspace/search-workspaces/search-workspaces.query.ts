import { Query } from '@nestjs/cqrs';
import type { WorkspaceView } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';

export interface WorkspaceSearch {
  page: number;
  limit: number;
  ids: string[];
}

/**
 * GET /workspace/search: the caller's company's workspaces (or, without a company, their own), those of consortiums the
 * company belongs to, and those linked to invitations they accepted as an expert; admins all. Recently changed first;
 * `id[n]` narrows (others are absent).
 */
export class SearchWorkspacesQuery extends Query<{
  foundWorkspaces: WorkspaceView[];
  count: number;
  currentPage: number;
  totalPages: number;
}> {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly search: WorkspaceSearch,
  ) {
    super();
  }
}
