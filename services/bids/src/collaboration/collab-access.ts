import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { AccountDirectory } from '../directory/account-directory';
import { assertCanEditWorkspace } from '../workspace/workspace-rules';
import { WorkspaceRepository, type WorkspaceRow } from '../workspace/workspace.repository';

/**
 * Who may open a workspace's section documents: the REST rule (`assertCanEditWorkspace` over the same workspace row:
 * its company side and experts with an accepted linked invitation), applied to the caller's company as the account
 * directory knows it now (kept from AccountRegistered/ProfileUpdated events) rather than as the token said when it
 * was issued, so an account that left the company loses its socket at once, not when its token expires.
 */
@Injectable()
export class CollabAccess {
  constructor(
    private readonly workspaces: WorkspaceRepository,
    private readonly directory: AccountDirectory,
  ) {}

  /** The workspace when the caller may edit it; throws (404/403 domain errors) otherwise. */
  async check(caller: AuthenticatedUser, workspaceId: string): Promise<WorkspaceRow> {
    const [workspace, account] = await Promise.all([this.workspaces.get(workspaceId), this.directory.get(caller.id)]);
    const current = account ? { ...caller, companyId: account.companyId } : caller;
    assertCanEditWorkspace(
      current,
      workspace,
      workspace.experts.map((e) => e.accountId),
    );
    return workspace;
  }
}
