import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { WorkspaceView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { SearchWorkspacesQuery } from './search-workspaces.query';
import { SPEC_PAGE_MAX_LIMIT } from '@jointly/common/http';
import { SearchWorkspacesRequestDto } from './search-workspaces.request.dto';

@ApiTags('workspaces')
@ApiBearerAuth()
@Controller('workspace')
export class SearchWorkspacesController {
  constructor(private readonly queries: QueryBus) {}

  @Get('search')
  @ApiOperation({
    summary: "Workspaces of the caller's company and of invitations the caller accepted (admins: all), recently changed first",
  })
  search(
    @CurrentUser() user: AuthenticatedUser,
    @Query() dto: SearchWorkspacesRequestDto,
  ): Promise<{ foundWorkspaces: WorkspaceView[]; count: number; currentPage: number; totalPages: number }> {
    return this.queries.execute(
      new SearchWorkspacesQuery(user, { page: dto.page ?? 1, limit: dto.limit ?? SPEC_PAGE_MAX_LIMIT, ids: dto.id ?? [] }),
    );
  }
}
