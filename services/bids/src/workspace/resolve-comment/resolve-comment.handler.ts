import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { WorkspaceCommentView } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { CommentRepository } from '../teamwork/comment.repository';
import { TeamworkRepository } from '../teamwork/teamwork.repository';
import { WorkspaceMembers } from '../teamwork/workspace-members';

export class ResolveCommentCommand {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly workspaceId: string,
    readonly commentId: string,
    readonly resolved: boolean,
  ) {}
}

/** A member resolves a comment or reopens it (idempotent: resolving a resolved comment keeps who and when). */
@CommandHandler(ResolveCommentCommand)
export class ResolveCommentHandler implements ICommandHandler<ResolveCommentCommand, WorkspaceCommentView> {
  constructor(
    private readonly members: WorkspaceMembers,
    private readonly comments: CommentRepository,
    private readonly teamwork: TeamworkRepository,
  ) {}

  async execute({ caller, workspaceId, commentId, resolved }: ResolveCommentCommand): Promise<WorkspaceCommentView> {
    await transaction(this.comments.dataSource, async (manager) => {
      const workspace = await this.members.readable(caller, workspaceId, manager);
      const comment = await this.comments.get(workspace.id, commentId, manager);
      if ((comment.resolvedAt !== null) === resolved) return;
      await this.comments.setResolved(manager, comment.id, resolved ? caller.id : null);
      await this.teamwork.logActivity(manager, workspace.id, caller.id, [
        { kind: resolved ? 'comment-resolved' : 'comment-reopened', data: { commentId: comment.id, sectionId: comment.sectionId } },
      ]);
    });
    return this.comments.get(workspaceId, commentId);
  }
}
