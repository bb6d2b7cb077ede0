import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import type { WorkspaceActivityView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { TeamworkRepository } from '../teamwork/teamwork.repository';
import { WorkspaceMembers } from '../teamwork/workspace-members';

export class WorkspaceActivityRequestDto {
  @ApiPropertyOptional({ default: 50, maximum: 200 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(200, { message: 'limit must be at most 200' })
  limit?: number;

  @ApiPropertyOptional({ description: 'Entries older than this id (the next page)' })
  @IsOptional()
  @Matches(/^\d{1,18}$/, { message: 'before must be an activity id' })
  before?: string;
}

@ApiTags('workspaces')
@ApiBearerAuth()
@Controller('workspace')
export class WorkspaceActivityController {
  constructor(
    private readonly members: WorkspaceMembers,
    private readonly teamwork: TeamworkRepository,
  ) {}

  @Get(':id/activity')
  @ApiOperation({ summary: "The workspace's activity log, newest first (members only)" })
  async activity(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Query() query: WorkspaceActivityRequestDto,
  ): Promise<{ activity: WorkspaceActivityView[] }> {
    const workspace = await this.members.readable(user, id);
    return { activity: await this.teamwork.activity(workspace.id, query.limit ?? 50, query.before ?? null) };
  }
}
