import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { WorkspaceVersionView } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { TeamworkRepository } from '../teamwork/teamwork.repository';
import { WorkspaceWriter } from '../teamwork/workspace-writer';
import { WorkspaceRepository } from '../workspace.repository';
import { assertCanEditWorkspace } from '../workspace-rules';

export class SaveVersionCommand {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly workspaceId: string,
    readonly name: string,
  ) {}
}

/** A member saves the workspace as it is now as a named version (the row lock orders version numbers). */
@CommandHandler(SaveVersionCommand)
export class SaveVersionHandler implements ICommandHandler<SaveVersionCommand, WorkspaceVersionView> {
  constructor(
    private readonly workspaces: WorkspaceRepository,
    private readonly writer: WorkspaceWriter,
    private readonly teamwork: TeamworkRepository,
  ) {}

  execute({ caller, workspaceId, name }: SaveVersionCommand): Promise<WorkspaceVersionView> {
    return transaction(this.workspaces.dataSource, async (manager) => {
      const workspace = await this.workspaces.get(workspaceId, manager, true);
      assertCanEditWorkspace(
        caller,
        workspace,
        workspace.experts.map((e) => e.accountId),
      );
      const version = await this.writer.saveSnapshot(manager, workspace.id, caller.id, { reason: 'named', name });
      await this.teamwork.logActivity(manager, workspace.id, caller.id, [
        { kind: 'version-saved', data: { number: version.number, name } },
      ]);
      return version;
    });
  }
}
