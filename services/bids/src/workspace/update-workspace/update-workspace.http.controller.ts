import { Body, Controller, Headers, Param, Patch, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { WorkspaceView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { CurrentWorkspaceQuery } from '../teamwork/current-workspace.query';
import { ApiIfMatchHeader, answerWorkspace, versionFrom } from '../teamwork/workspace-http';
import { UpdateWorkspaceCommand } from './update-workspace.handler';
import { UpdateWorkspaceRequestDto } from './update-workspace.request.dto';

@ApiTags('workspaces')
@ApiBearerAuth()
@Controller('workspace')
export class UpdateWorkspaceController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Patch('update/:id')
  @ApiIfMatchHeader()
  @ApiOperation({ summary: 'Rename, describe, move the status of or merge sections into a workspace (its members), from the version read' })
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Headers('if-match') ifMatch: string | undefined,
    @Body() body: UpdateWorkspaceRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ workspace: WorkspaceView; message: string }> {
    await this.commands.execute(
      new UpdateWorkspaceCommand(user, id, versionFrom(ifMatch, body.version), {
        name: body.name,
        description: body.description,
        status: body.status,
        sections: body.sections,
        removeMissingSections: body.removeMissingSections,
      }),
    );
    return {
      workspace: answerWorkspace(await this.queries.execute(new CurrentWorkspaceQuery(id)), reply),
      message: 'Workspace updated successfully!',
    };
  }
}
