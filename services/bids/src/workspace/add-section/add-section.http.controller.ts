import { Body, Controller, Param, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { WorkspaceSection, WorkspaceView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { CurrentWorkspaceQuery } from '../teamwork/current-workspace.query';
import { answerWorkspace } from '../teamwork/workspace-http';
import { AddSectionCommand } from './add-section.handler';
import { AddSectionRequestDto } from './add-section.request.dto';

@ApiTags('workspaces')
@ApiBearerAuth()
@Controller('workspace')
export class AddSectionController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post(':id/sections')
  @ApiOperation({ summary: 'Add one section (no version needed: concurrent adds all land)' })
  async add(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body() body: AddSectionRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ workspace: WorkspaceView; section: WorkspaceSection }> {
    const section = await this.commands.execute<AddSectionCommand, WorkspaceSection>(
      new AddSectionCommand(user, id, { title: body.title, body: body.body, position: body.position }),
    );
    return { workspace: answerWorkspace(await this.queries.execute(new CurrentWorkspaceQuery(id)), reply), section };
  }
}
