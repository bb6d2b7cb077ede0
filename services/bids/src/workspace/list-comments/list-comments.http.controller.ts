import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import type { WorkspaceCommentView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { WorkspaceMembers } from '../teamwork/workspace-members';
import { CommentRepository } from '../teamwork/comment.repository';

export class ListCommentsRequestDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsUUID('all', { message: 'section must be a section id (UUID)' })
  section?: string;

  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsOptional()
  @IsIn(['true', 'false'], { message: "resolved must be 'true' or 'false'" })
  resolved?: 'true' | 'false';
}

@ApiTags('workspaces')
@ApiBearerAuth()
@Controller('workspace')
export class ListCommentsController {
  constructor(
    private readonly members: WorkspaceMembers,
    private readonly comments: CommentRepository,
  ) {}

  @Get(':id/comments')
  @ApiOperation({ summary: "A workspace's comments, oldest first (members only)" })
  async list(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Query() query: ListCommentsRequestDto,
  ): Promise<{ comments: WorkspaceCommentView[] }> {
    const workspace = await this.members.readable(user, id);
    const resolved = query.resolved === undefined ? null : query.resolved === 'true';
    return { comments: await this.comments.list(workspace.id, { sectionId: query.section ?? null, resolved }) };
  }
}
