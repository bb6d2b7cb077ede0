import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { WorkspaceCommentView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { ListCommentsQuery } from './list-comments.query';
import { ListCommentsRequestDto } from './list-comments.request.dto';

@ApiTags('workspaces')
@ApiBearerAuth()
@Controller('workspace')
export class ListCommentsController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/comments')
  @ApiOperation({ summary: "A workspace's comments, oldest first (members only)" })
  async list(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Query() query: ListCommentsRequestDto,
  ): Promise<{ comments: WorkspaceCommentView[] }> {
    const resolved = query.resolved === undefined ? null : query.resolved === 'true';
    return { comments: await this.queries.execute(new ListCommentsQuery(user, id, query.section ?? null, resolved)) };
  }
}
