import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { ReorderMismatchError } from '../teamwork/teamwork.errors';
import { WorkspaceWriter } from '../teamwork/workspace-writer';

export class ReorderSectionsCommand {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly workspaceId: string,
    readonly expectedVersion: number | null,
    readonly order: string[],
  ) {}
}

/** A member puts the sections in a new order: every section once (400 otherwise), from the workspace version read. */
@CommandHandler(ReorderSectionsCommand)
export class ReorderSectionsHandler implements ICommandHandler<ReorderSectionsCommand, void> {
  constructor(private readonly writer: WorkspaceWriter) {}

  async execute({ caller, workspaceId, expectedVersion, order }: ReorderSectionsCommand): Promise<void> {
    await this.writer.write(caller, workspaceId, { workspace: expectedVersion, required: true }, (workspace) => {
      const byId = new Map(workspace.sections.map((s) => [s.id, s]));
      if (order.length !== byId.size || new Set(order).size !== order.length || order.some((id) => !byId.has(id)))
        throw new ReorderMismatchError();
      return { sections: order.map((id) => byId.get(id)!), activity: [{ kind: 'sections-reordered', data: { order } }] };
    });
  }
}
