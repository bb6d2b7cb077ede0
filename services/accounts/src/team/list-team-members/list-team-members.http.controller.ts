import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '@jointly/common/http';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { ListTeamMembersQuery, type TeamView } from './list-team-members.handler';

@ApiTags('accounts: team')
@ApiBearerAuth()
@ApiErrors(409, 429)
@Controller('team')
export class ListTeamMembersController {
  constructor(private readonly queries: QueryBus) {}

  @Get('members')
  @ApiOperation({ summary: 'The members and pending invitations of the caller’s company' })
  members(@CurrentUser() user: AuthenticatedUser): Promise<TeamView> {
    return this.queries.execute(new ListTeamMembersQuery(user));
  }
}
