import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { WorkspaceDiffView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { DiffVersionsQuery } from './diff-versions.query';
import { DiffVersionsRequestDto } from './diff-versions.request.dto';

@ApiTags('workspaces')
@ApiBearerAuth()
@Controller('workspace')
export class DiffVersionsController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/versions/diff')
  @ApiOperation({ summary: 'What changed, per section, between two versions (or a version and now)' })
  async diff(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Query() query: DiffVersionsRequestDto,
  ): Promise<{ diff: WorkspaceDiffView }> {
    const to = query.to === undefined || query.to === 'current' ? null : Number(query.to);
    return { diff: await this.queries.execute(new DiffVersionsQuery(user, id, Number(query.from), to)) };
  }
}
