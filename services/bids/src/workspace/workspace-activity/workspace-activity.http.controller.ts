import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { WorkspaceActivityView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { WorkspaceActivityQuery } from './workspace-activity.query';
import { WorkspaceActivityRequestDto } from './workspace-activity.request.dto';

@ApiTags('workspaces')
@ApiBearerAuth()
@Controller('workspace')
export class WorkspaceActivityController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/activity')
  @ApiOperation({ summary: "The workspace's activity log, newest first (members only)" })
  async activity(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Query() query: WorkspaceActivityRequestDto,
  ): Promise<{ activity: WorkspaceActivityView[] }> {
    return { activity: await this.queries.execute(new WorkspaceActivityQuery(user, id, query.limit ?? 50, query.before ?? null)) };
  }
}
