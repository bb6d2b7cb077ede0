import { Query } from '@nestjs/cqrs';
import type { WorkspaceDiffView } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';

/** What changed, per section, between version `from` and version `to` (null: the workspace as it is now). */
export class DiffVersionsQuery extends Query<WorkspaceDiffView> {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly workspaceId: string,
    readonly from: number,
    readonly to: number | null,
  ) {
    super();
  }
}
