import { Body, Controller, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { WorkspaceView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { WorkspaceRepository, workspaceView } from '../workspace.repository';
import { UpdateWorkspaceCommand } from './update-workspace.handler';
import { UpdateWorkspaceRequestDto } from './update-workspace.request.dto';

@ApiTags('workspaces')
@ApiBearerAuth()
@Controller('workspace')
export class UpdateWorkspaceController {
  constructor(
    private readonly commands: CommandBus,
    private readonly workspaces: WorkspaceRepository,
  ) {}

  @Patch('update/:id')
  @ApiOperation({ summary: 'Rename, describe, move the status of or rewrite the sections of a workspace (its company, accepted experts)' })
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body() body: UpdateWorkspaceRequestDto,
  ): Promise<{ workspace: WorkspaceView; message: string }> {
    await this.commands.execute(
      new UpdateWorkspaceCommand(user, id, {
        name: body.name,
        description: body.description,
        status: body.status,
        sections: body.sections,
      }),
    );
    return { workspace: workspaceView(await this.workspaces.get(id)), message: 'Workspace updated successfully!' };
  }
}
