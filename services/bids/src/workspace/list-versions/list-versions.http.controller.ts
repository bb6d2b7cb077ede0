import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { WorkspaceVersionView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { ListVersionsQuery } from './list-versions.query';

@ApiTags('workspaces')
@ApiBearerAuth()
@Controller('workspace')
export class ListVersionsController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/versions')
  @ApiOperation({ summary: "The workspace's saved versions, newest first (members)" })
  async list(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<{ versions: WorkspaceVersionView[] }> {
    return { versions: await this.queries.execute(new ListVersionsQuery(user, id)) };
  }
}
