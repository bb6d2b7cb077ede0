import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { WorkspaceMemberView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { ListMembersQuery } from './list-members.query';

@ApiTags('workspaces')
@ApiBearerAuth()
@Controller('workspace')
export class ListMembersController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/members')
  @ApiOperation({ summary: 'Who writes in the workspace (to assign sections and mention people); members only' })
  async list(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<{ members: WorkspaceMemberView[] }> {
    return { members: await this.queries.execute(new ListMembersQuery(user, id)) };
  }
}
