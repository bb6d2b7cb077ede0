import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { WorkspaceView } from '@jointly/contracts';
import { WorkspaceRepository, workspaceView } from '../workspace.repository';
import { CurrentWorkspaceQuery } from './current-workspace.query';

@QueryHandler(CurrentWorkspaceQuery)
export class CurrentWorkspaceHandler implements IQueryHandler<CurrentWorkspaceQuery> {
  constructor(private readonly workspaces: WorkspaceRepository) {}

  async execute({ workspaceId }: CurrentWorkspaceQuery): Promise<WorkspaceView> {
    return workspaceView(await this.workspaces.get(workspaceId));
  }
}
