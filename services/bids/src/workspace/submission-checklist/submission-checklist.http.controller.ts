import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ChecklistItem } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { SubmissionChecklistQuery } from './submission-checklist.query';

@ApiTags('workspaces')
@ApiBearerAuth()
@Controller('workspace')
export class SubmissionChecklistController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/checklist')
  @ApiOperation({ summary: 'What must hold before the bid is submitted, and which sections fail it (members)' })
  checklist(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<{ ready: boolean; checklist: ChecklistItem[] }> {
    return this.queries.execute(new SubmissionChecklistQuery(user, id));
  }
}
