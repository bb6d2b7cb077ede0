import { Query } from '@nestjs/cqrs';
import type { WorkspaceView } from '@jointly/contracts';

/**
 * The workspace as it now is, sent by a write endpoint after its command: the command checked the caller's access,
 * so this read checks none (it answers what the write left, with its version for the ETag).
 */
export class CurrentWorkspaceQuery extends Query<WorkspaceView> {
  constructor(readonly workspaceId: string) {
    super();
  }
}
