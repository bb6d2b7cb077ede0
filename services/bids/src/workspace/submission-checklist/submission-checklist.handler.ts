import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ChecklistItem } from '@jointly/contracts';
import { readSectionBodies } from '../section-bodies';
import { submissionChecklist } from '../teamwork/section-rules';
import { WorkspaceMembers } from '../teamwork/workspace-members';
import { WorkspaceRepository } from '../workspace.repository';
import { SubmissionChecklistQuery } from './submission-checklist.query';

@QueryHandler(SubmissionChecklistQuery)
export class SubmissionChecklistHandler implements IQueryHandler<SubmissionChecklistQuery> {
  constructor(
    private readonly members: WorkspaceMembers,
    private readonly workspaces: WorkspaceRepository,
  ) {}

  async execute({ caller, workspaceId }: SubmissionChecklistQuery): Promise<{ ready: boolean; checklist: ChecklistItem[] }> {
    const workspace = await this.members.readable(caller, workspaceId);
    const checklist = submissionChecklist(workspace.sections, await readSectionBodies(this.workspaces.dataSource, workspace.id));
    return { ready: checklist.every((item) => item.ok), checklist };
  }
}
