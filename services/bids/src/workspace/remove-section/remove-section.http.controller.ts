import { Controller, Delete, Headers, Param, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { WorkspaceView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { InvalidVersionError } from '../teamwork/teamwork.errors';
import { CurrentWorkspaceQuery } from '../teamwork/current-workspace.query';
import { ApiIfMatchHeader, VERSION_QUERY_PATTERN, answerWorkspace, versionFrom } from '../teamwork/workspace-http';
import { RemoveSectionCommand } from './remove-section.handler';

@ApiTags('workspaces')
@ApiBearerAuth()
@Controller('workspace')
export class RemoveSectionController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Delete(':id/sections/:sectionId')
  @ApiIfMatchHeader("The ETag of the workspace read (the section's version goes in `version`)")
  @ApiQuery({
    name: 'version',
    required: false,
    description: "The section's version read (or If-Match: the workspace ETag)",
    schema: { type: 'string', pattern: VERSION_QUERY_PATTERN, example: '3' },
  })
  @ApiOperation({ summary: 'Remove a section, from the version read' })
  async remove(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Param('sectionId') sectionId: string,
    @Headers('if-match') ifMatch: string | undefined,
    @Query('version') version: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ workspace: WorkspaceView }> {
    if (version !== undefined && !new RegExp(VERSION_QUERY_PATTERN).test(version)) throw new InvalidVersionError();
    await this.commands.execute(
      new RemoveSectionCommand(user, id, sectionId, {
        workspace: versionFrom(ifMatch, undefined),
        section: version === undefined ? null : Number(version),
      }),
    );
    return { workspace: answerWorkspace(await this.queries.execute(new CurrentWorkspaceQuery(id)), reply) };
  }
}
