import { Body, Controller, Headers, HttpCode, Param, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import type { FastifyReply } from 'fastify';
import type { WorkspaceView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { VersionNotFoundError } from '../teamwork/teamwork.errors';
import { CurrentWorkspaceQuery } from '../teamwork/current-workspace.query';
import { ApiIfMatchHeader, answerWorkspace, versionFrom } from '../teamwork/workspace-http';
import { RestoreVersionCommand } from './restore-version.handler';

export class RestoreVersionRequestDto {
  @ApiPropertyOptional({ description: 'Restore only this section (default: the whole workspace)' })
  @IsOptional()
  @IsUUID('all', { message: 'sectionId must be a section id (UUID)' })
  sectionId?: string;

  @ApiPropertyOptional({ description: 'The workspace version read (or If-Match)' })
  @IsOptional()
  @IsInt({ message: 'version must be a whole number' })
  @Min(1, { message: 'version must be at least 1' })
  @Max(999_999_999, { message: 'version is too large' })
  version?: number;
}

@ApiTags('workspaces')
@ApiBearerAuth()
@Controller('workspace')
export class RestoreVersionController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post(':id/versions/:number/restore')
  @ApiIfMatchHeader()
  @HttpCode(200)
  @ApiOperation({ summary: 'Restore a saved version (whole workspace or one section) as a new version' })
  async restore(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Param('number') number: string,
    @Headers('if-match') ifMatch: string | undefined,
    @Body() body: RestoreVersionRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ workspace: WorkspaceView }> {
    if (!/^[1-9]\d{0,8}$/.test(number)) throw new VersionNotFoundError(Number(number) || 0);
    await this.commands.execute(
      new RestoreVersionCommand(user, id, Number(number), body.sectionId ?? null, versionFrom(ifMatch, body.version)),
    );
    return { workspace: answerWorkspace(await this.queries.execute(new CurrentWorkspaceQuery(id)), reply) };
  }
}
