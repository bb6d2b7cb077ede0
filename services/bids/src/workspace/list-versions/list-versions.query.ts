import { Query } from '@nestjs/cqrs';
import type { WorkspaceVersionView } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';

/** A workspace's saved versions, newest first, for one of its members. */
export class ListVersionsQuery extends Query<WorkspaceVersionView[]> {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly workspaceId: string,
  ) {
    super();
  }
}
