import { Body, Controller, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import type { WorkspaceCommentView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { ResolveCommentCommand } from './resolve-comment.handler';

export class ResolveCommentRequestDto {
  @ApiProperty({ description: 'true resolves, false reopens' })
  @IsBoolean({ message: 'resolved must be true or false' })
  resolved!: boolean;
}

@ApiTags('workspaces')
@ApiBearerAuth()
@Controller('workspace')
export class ResolveCommentController {
  constructor(private readonly commands: CommandBus) {}

  @Patch(':id/comments/:commentId')
  @ApiOperation({ summary: 'Resolve or reopen a comment (members)' })
  async resolve(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Param('commentId') commentId: string,
    @Body() body: ResolveCommentRequestDto,
  ): Promise<{ comment: WorkspaceCommentView }> {
    return {
      comment: await this.commands.execute<ResolveCommentCommand, WorkspaceCommentView>(
        new ResolveCommentCommand(user, id, commentId, body.resolved),
      ),
    };
  }
}
