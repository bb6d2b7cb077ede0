import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { WorkspaceActivityView } from '@jointly/contracts';
import { TeamworkRepository } from '../teamwork/teamwork.repository';
import { WorkspaceMembers } from '../teamwork/workspace-members';
import { WorkspaceActivityQuery } from './workspace-activity.query';

@QueryHandler(WorkspaceActivityQuery)
export class WorkspaceActivityHandler implements IQueryHandler<WorkspaceActivityQuery> {
  constructor(
    private readonly members: WorkspaceMembers,
    private readonly teamwork: TeamworkRepository,
  ) {}

  async execute({ caller, workspaceId, limit, before }: WorkspaceActivityQuery): Promise<WorkspaceActivityView[]> {
    const workspace = await this.members.readable(caller, workspaceId);
    return this.teamwork.activity(workspace.id, limit, before);
  }
}
