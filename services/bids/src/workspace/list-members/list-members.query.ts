import { Query } from '@nestjs/cqrs';
import type { WorkspaceMemberView } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';

/** Who writes in a workspace (to assign sections and mention people), for one of its members. */
export class ListMembersQuery extends Query<WorkspaceMemberView[]> {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly workspaceId: string,
  ) {
    super();
  }
}
