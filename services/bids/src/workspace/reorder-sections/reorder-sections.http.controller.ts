import { Body, Controller, Headers, Param, Put, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiProperty, ApiPropertyOptional, ApiTags, ApiOperation } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import type { FastifyReply } from 'fastify';
import type { WorkspaceView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { CurrentWorkspaceQuery } from '../teamwork/current-workspace.query';
import { ApiIfMatchHeader, answerWorkspace, versionFrom } from '../teamwork/workspace-http';
import { MAX_SECTIONS } from '../workspace-section.request.dto';
import { ReorderSectionsCommand } from './reorder-sections.handler';

export class ReorderSectionsRequestDto {
  @ApiProperty({ type: [String], description: 'Every section id, in the new order' })
  @IsArray({ message: 'order must be a list of section ids' })
  @ArrayMaxSize(MAX_SECTIONS, { message: `order holds at most ${MAX_SECTIONS} ids` })
  @IsUUID('all', { each: true, message: 'order must hold section ids (UUIDs)' })
  order!: string[];

  @ApiPropertyOptional({ description: 'The workspace version read (or If-Match)' })
  @IsOptional()
  @IsInt({ message: 'version must be a whole number' })
  @Min(1, { message: 'version must be at least 1' })
  @Max(999_999_999, { message: 'version is too large' })
  version?: number;
}

@ApiTags('workspaces')
@ApiBearerAuth()
@Controller('workspace')
export class ReorderSectionsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Put(':id/sections/order')
  @ApiIfMatchHeader()
  @ApiOperation({ summary: 'Put the sections in a new order, from the workspace version read' })
  async reorder(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Headers('if-match') ifMatch: string | undefined,
    @Body() body: ReorderSectionsRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ workspace: WorkspaceView }> {
    await this.commands.execute(new ReorderSectionsCommand(user, id, versionFrom(ifMatch, body.version), body.order));
    return { workspace: answerWorkspace(await this.queries.execute(new CurrentWorkspaceQuery(id)), reply) };
  }
}
