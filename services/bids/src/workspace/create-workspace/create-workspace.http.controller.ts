import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { WorkspaceView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser, Roles } from '@jointly/common/auth';
import { CreateWorkspaceCommand } from './create-workspace.handler';
import { CreateWorkspaceRequestDto } from './create-workspace.request.dto';

@ApiTags('workspaces')
@ApiBearerAuth()
@Controller('workspace')
export class CreateWorkspaceController {
  constructor(private readonly commands: CommandBus) {}

  @Post('create')
  @Roles('provider', 'staff')
  @ApiOperation({ summary: "Open a writing workspace for the caller's company (providers and staff)" })
  async create(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: CreateWorkspaceRequestDto,
  ): Promise<{ workspace: WorkspaceView; message: string }> {
    const workspace = await this.commands.execute<CreateWorkspaceCommand, WorkspaceView>(
      new CreateWorkspaceCommand(
        user,
        body.name,
        body.tender ?? null,
        body.description ?? null,
        body.sections ?? [],
        body.consortium ?? null,
      ),
    );
    return { workspace, message: 'Workspace created successfully!' };
  }
}
