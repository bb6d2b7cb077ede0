import { Query } from '@nestjs/cqrs';
import type { ChecklistItem } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';

/** What must hold before the bid is submitted, and which sections fail it, for a member of the workspace. */
export class SubmissionChecklistQuery extends Query<{ ready: boolean; checklist: ChecklistItem[] }> {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly workspaceId: string,
  ) {
    super();
  }
}
