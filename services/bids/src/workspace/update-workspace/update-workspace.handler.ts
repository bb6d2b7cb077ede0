import { randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { WorkspaceStatus } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { assertCanEditWorkspace, mergeSections, moveWorkspaceStatus, type SectionInput } from '../workspace-rules';
import { WorkspaceRepository } from '../workspace.repository';

export class UpdateWorkspaceCommand {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly workspaceId: string,
    readonly changes: {
      name?: string;
      description?: string | null;
      status?: WorkspaceStatus;
      sections?: SectionInput[];
    },
  ) {}
}

/**
 * The workspace's company side or an expert who accepted a linked invitation renames it, describes it, moves its
 * status (workspace-rules) or rewrites its sections. The row is locked, so concurrent edits apply one after the other.
 */
@CommandHandler(UpdateWorkspaceCommand)
export class UpdateWorkspaceHandler implements ICommandHandler<UpdateWorkspaceCommand, void> {
  constructor(private readonly workspaces: WorkspaceRepository) {}

  async execute({ caller, workspaceId, changes }: UpdateWorkspaceCommand): Promise<void> {
    await transaction(this.workspaces.dataSource, async (manager) => {
      const workspace = await this.workspaces.get(workspaceId, manager, true);
      assertCanEditWorkspace(
        caller,
        workspace,
        workspace.experts.map((e) => e.accountId),
      );
      await this.workspaces.update(manager, workspace.id, {
        name: changes.name ?? workspace.name,
        description: changes.description !== undefined ? changes.description : workspace.description,
        status: changes.status ? moveWorkspaceStatus(workspace.status, changes.status) : workspace.status,
        sections: changes.sections
          ? mergeSections(workspace.sections, changes.sections, caller.id, new Date().toISOString(), randomUUID)
          : workspace.sections,
      });
    });
  }
}
