import { Query } from '@nestjs/cqrs';
import type { WorkspaceView } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';

/** One workspace with its version, for one of its members (403 others, 404 unknown). */
export class GetWorkspaceQuery extends Query<WorkspaceView> {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly workspaceId: string,
  ) {
    super();
  }
}
