import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { WorkspaceView } from '@jointly/contracts';
import { WorkspaceMembers } from '../teamwork/workspace-members';
import { workspaceView } from '../workspace.repository';
import { GetWorkspaceQuery } from './get-workspace.query';

@QueryHandler(GetWorkspaceQuery)
export class GetWorkspaceHandler implements IQueryHandler<GetWorkspaceQuery> {
  constructor(private readonly members: WorkspaceMembers) {}

  async execute({ caller, workspaceId }: GetWorkspaceQuery): Promise<WorkspaceView> {
    return workspaceView(await this.members.readable(caller, workspaceId));
  }
}
