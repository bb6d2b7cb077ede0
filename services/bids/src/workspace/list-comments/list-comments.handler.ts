import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { WorkspaceCommentView } from '@jointly/contracts';
import { CommentRepository } from '../teamwork/comment.repository';
import { WorkspaceMembers } from '../teamwork/workspace-members';
import { ListCommentsQuery } from './list-comments.query';

@QueryHandler(ListCommentsQuery)
export class ListCommentsHandler implements IQueryHandler<ListCommentsQuery> {
  constructor(
    private readonly members: WorkspaceMembers,
    private readonly comments: CommentRepository,
  ) {}

  async execute({ caller, workspaceId, sectionId, resolved }: ListCommentsQuery): Promise<WorkspaceCommentView[]> {
    const workspace = await this.members.readable(caller, workspaceId);
    return this.comments.list(workspace.id, { sectionId, resolved });
  }
}
