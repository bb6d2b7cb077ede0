import { Body, Controller, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { WorkspaceCommentView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { CommentOnSectionCommand } from './comment-on-section.handler';
import { CommentOnSectionRequestDto } from './comment-on-section.request.dto';

@ApiTags('workspaces')
@ApiBearerAuth()
@Controller('workspace')
export class CommentOnSectionController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/comments')
  @ApiOperation({ summary: 'Comment on a section or a range of its text, mentioning members' })
  async comment(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body() body: CommentOnSectionRequestDto,
  ): Promise<{ comment: WorkspaceCommentView }> {
    return {
      comment: await this.commands.execute<CommentOnSectionCommand, WorkspaceCommentView>(new CommentOnSectionCommand(user, id, body)),
    };
  }
}
