import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Matches, IsOptional } from 'class-validator';
import type { WorkspaceDiffView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { readSectionBodies } from '../section-bodies';
import { TeamworkRepository } from '../teamwork/teamwork.repository';
import { WorkspaceMembers } from '../teamwork/workspace-members';
import { diffSections } from './version-diff';

export class DiffVersionsRequestDto {
  @ApiProperty({ description: 'A version number' })
  @Matches(/^[1-9]\d{0,8}$/, { message: 'from must be a version number' })
  from!: string;

  @ApiPropertyOptional({ description: "A version number, or 'current' (the default)" })
  @IsOptional()
  @Matches(/^([1-9]\d{0,8}|current)$/, { message: "to must be a version number or 'current'" })
  to?: string;
}

@ApiTags('workspaces')
@ApiBearerAuth()
@Controller('workspace')
export class DiffVersionsController {
  constructor(
    private readonly members: WorkspaceMembers,
    private readonly teamwork: TeamworkRepository,
  ) {}

  @Get(':id/versions/diff')
  @ApiOperation({ summary: 'What changed, per section, between two versions (or a version and now)' })
  async diff(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Query() query: DiffVersionsRequestDto,
  ): Promise<{ diff: WorkspaceDiffView }> {
    const workspace = await this.members.readable(user, id);
    const from = await this.teamwork.snapshot(workspace.id, Number(query.from));
    let toSections;
    let to = 0;
    if (query.to === undefined || query.to === 'current') {
      const bodies = await readSectionBodies(this.teamwork.dataSource, workspace.id);
      toSections = workspace.sections.map((s) => ({ ...s, body: bodies.get(s.id) ?? '' }));
    } else {
      to = Number(query.to);
      toSections = (await this.teamwork.snapshot(workspace.id, to)).sections;
    }
    return { diff: { from: Number(query.from), to, sections: diffSections(from.sections, toSections) } };
  }
}
