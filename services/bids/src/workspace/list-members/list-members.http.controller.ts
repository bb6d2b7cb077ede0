import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { WorkspaceMemberView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { WorkspaceMembers } from '../teamwork/workspace-members';

@ApiTags('workspaces')
@ApiBearerAuth()
@Controller('workspace')
export class ListMembersController {
  constructor(private readonly members: WorkspaceMembers) {}

  @Get(':id/members')
  @ApiOperation({ summary: 'Who writes in the workspace (to assign sections and mention people); members only' })
  async list(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<{ members: WorkspaceMemberView[] }> {
    const workspace = await this.members.readable(user, id);
    return { members: await this.members.list(workspace) };
  }
}
