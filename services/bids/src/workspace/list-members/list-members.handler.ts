import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { WorkspaceMemberView } from '@jointly/contracts';
import { WorkspaceMembers } from '../teamwork/workspace-members';
import { ListMembersQuery } from './list-members.query';

@QueryHandler(ListMembersQuery)
export class ListMembersHandler implements IQueryHandler<ListMembersQuery> {
  constructor(private readonly members: WorkspaceMembers) {}

  async execute({ caller, workspaceId }: ListMembersQuery): Promise<WorkspaceMemberView[]> {
    const workspace = await this.members.readable(caller, workspaceId);
    return this.members.list(workspace);
  }
}
