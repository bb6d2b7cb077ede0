import { Query } from '@nestjs/cqrs';
import type { WorkspaceActivityView } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';

/** A workspace's activity log, newest first, for one of its members: `limit` entries older than `before` (null: the newest). */
export class WorkspaceActivityQuery extends Query<WorkspaceActivityView[]> {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly workspaceId: string,
    readonly limit: number,
    readonly before: string | null,
  ) {
    super();
  }
}
