import { Query } from '@nestjs/cqrs';
import type { WorkspaceCommentView } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';

/** A workspace's comments, oldest first, for one of its members; `sectionId` and `resolved` narrow (null: all). */
export class ListCommentsQuery extends Query<WorkspaceCommentView[]> {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly workspaceId: string,
    readonly sectionId: string | null,
    readonly resolved: boolean | null,
  ) {
    super();
  }
}
