import { Body, Controller, HttpCode, Param, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import type { FastifyReply } from 'fastify';
import type { WorkspaceView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { CurrentWorkspaceQuery } from '../teamwork/current-workspace.query';
import { answerWorkspace } from '../teamwork/workspace-http';
import { InsertAnswerCommand } from './insert-answer.handler';

export class InsertAnswerRequestDto {
  @ApiProperty({ description: "An answer of the caller's company's library" })
  @IsUUID('all', { message: 'answerId must be an answer id (UUID)' })
  answerId!: string;

  @ApiPropertyOptional({ description: "The section's version read" })
  @IsOptional()
  @IsInt({ message: 'version must be a whole number' })
  @Min(1, { message: 'version must be at least 1' })
  @Max(999_999_999, { message: 'version is too large' })
  version?: number;
}

@ApiTags('workspaces')
@ApiBearerAuth()
@Controller('workspace')
export class InsertAnswerController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post(':id/sections/:sectionId/insert-answer')
  @HttpCode(200)
  @ApiOperation({ summary: "Insert a library answer at the end of a section's text" })
  async insert(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Param('sectionId') sectionId: string,
    @Body() body: InsertAnswerRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ workspace: WorkspaceView }> {
    await this.commands.execute(new InsertAnswerCommand(user, id, sectionId, body.answerId, body.version ?? null));
    return { workspace: answerWorkspace(await this.queries.execute(new CurrentWorkspaceQuery(id)), reply) };
  }
}
