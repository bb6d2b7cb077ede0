import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { WorkspaceVersionView } from '@jointly/contracts';
import { TeamworkRepository } from '../teamwork/teamwork.repository';
import { WorkspaceMembers } from '../teamwork/workspace-members';
import { ListVersionsQuery } from './list-versions.query';

@QueryHandler(ListVersionsQuery)
export class ListVersionsHandler implements IQueryHandler<ListVersionsQuery> {
  constructor(
    private readonly members: WorkspaceMembers,
    private readonly teamwork: TeamworkRepository,
  ) {}

  async execute({ caller, workspaceId }: ListVersionsQuery): Promise<WorkspaceVersionView[]> {
    const workspace = await this.members.readable(caller, workspaceId);
    return this.teamwork.versions(workspace.id);
  }
}
