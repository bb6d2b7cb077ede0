import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { WorkspaceDiffView } from '@jointly/contracts';
import { readSectionBodies } from '../section-bodies';
import { TeamworkRepository } from '../teamwork/teamwork.repository';
import { WorkspaceMembers } from '../teamwork/workspace-members';
import { DiffVersionsQuery } from './diff-versions.query';
import { diffSections } from './version-diff';

@QueryHandler(DiffVersionsQuery)
export class DiffVersionsHandler implements IQueryHandler<DiffVersionsQuery> {
  constructor(
    private readonly members: WorkspaceMembers,
    private readonly teamwork: TeamworkRepository,
  ) {}

  async execute({ caller, workspaceId, from, to }: DiffVersionsQuery): Promise<WorkspaceDiffView> {
    const workspace = await this.members.readable(caller, workspaceId);
    const fromVersion = await this.teamwork.snapshot(workspace.id, from);
    let toSections;
    if (to === null) {
      const bodies = await readSectionBodies(this.teamwork.dataSource, workspace.id);
      toSections = workspace.sections.map((s) => ({ ...s, body: bodies.get(s.id) ?? '' }));
    } else {
      toSections = (await this.teamwork.snapshot(workspace.id, to)).sections;
    }
    return { from, to: to ?? 0, sections: diffSections(fromVersion.sections, toSections) };
  }
}
