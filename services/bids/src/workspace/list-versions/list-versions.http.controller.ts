import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { WorkspaceVersionView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { TeamworkRepository } from '../teamwork/teamwork.repository';
import { WorkspaceMembers } from '../teamwork/workspace-members';

@ApiTags('workspaces')
@ApiBearerAuth()
@Controller('workspace')
export class ListVersionsController {
  constructor(
    private readonly members: WorkspaceMembers,
    private readonly teamwork: TeamworkRepository,
  ) {}

  @Get(':id/versions')
  @ApiOperation({ summary: "The workspace's saved versions, newest first (members)" })
  async list(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<{ versions: WorkspaceVersionView[] }> {
    const workspace = await this.members.readable(user, id);
    return { versions: await this.teamwork.versions(workspace.id) };
  }
}
