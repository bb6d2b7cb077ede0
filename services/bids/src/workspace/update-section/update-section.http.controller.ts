import { Body, Controller, Headers, Param, Patch, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { WorkspaceView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { CurrentWorkspaceQuery } from '../teamwork/current-workspace.query';
import { ApiIfMatchHeader, answerWorkspace, versionFrom } from '../teamwork/workspace-http';
import { UpdateSectionCommand } from './update-section.handler';
import { UpdateSectionRequestDto } from './update-section.request.dto';

@ApiTags('workspaces')
@ApiBearerAuth()
@Controller('workspace')
export class UpdateSectionController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Patch(':id/sections/:sectionId')
  @ApiIfMatchHeader("The ETag of the workspace read (the section's own `version` goes in the body)")
  @ApiOperation({
    summary: "Retitle, move the status of, assign, date or limit a section, from the section's version (or the workspace ETag)",
  })
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Param('sectionId') sectionId: string,
    @Headers('if-match') ifMatch: string | undefined,
    @Body() body: UpdateSectionRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ workspace: WorkspaceView }> {
    await this.commands.execute(
      new UpdateSectionCommand(
        user,
        id,
        sectionId,
        { workspace: versionFrom(ifMatch, undefined), section: body.version ?? null },
        {
          title: body.title,
          status: body.status,
          assigneeAccountId: body.assigneeAccountId,
          dueDate: body.dueDate,
          limit: body.limit,
        },
      ),
    );
    return { workspace: answerWorkspace(await this.queries.execute(new CurrentWorkspaceQuery(id)), reply) };
  }
}
