import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ChecklistItem } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { readSectionBodies } from '../section-bodies';
import { submissionChecklist } from '../teamwork/section-rules';
import { WorkspaceMembers } from '../teamwork/workspace-members';
import { WorkspaceRepository } from '../workspace.repository';

@ApiTags('workspaces')
@ApiBearerAuth()
@Controller('workspace')
export class SubmissionChecklistController {
  constructor(
    private readonly members: WorkspaceMembers,
    private readonly workspaces: WorkspaceRepository,
  ) {}

  @Get(':id/checklist')
  @ApiOperation({ summary: 'What must hold before the bid is submitted, and which sections fail it (members)' })
  async checklist(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
  ): Promise<{ ready: boolean; checklist: ChecklistItem[] }> {
    const workspace = await this.members.readable(user, id);
    const checklist = submissionChecklist(workspace.sections, await readSectionBodies(this.workspaces.dataSource, workspace.id));
    return { ready: checklist.every((item) => item.ok), checklist };
  }
}
