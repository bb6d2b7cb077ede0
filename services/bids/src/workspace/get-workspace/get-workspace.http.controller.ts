import { Controller, Get, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { WorkspaceView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { etagOf } from '../teamwork/section-rules';
import { GetWorkspaceQuery } from './get-workspace.query';

@ApiTags('workspaces')
@ApiBearerAuth()
@Controller('workspace')
export class GetWorkspaceController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id')
  @ApiOperation({ summary: 'One workspace with its version (also the ETag), for its members (403 others)' })
  async get(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ workspace: WorkspaceView }> {
    const workspace = await this.queries.execute(new GetWorkspaceQuery(user, id));
    void reply.header('etag', etagOf(workspace.version));
    return { workspace };
  }
}
