import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '@jointly/common/http';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { uuidParam } from '../profile/profile.http.controller';
import { InviteTeamMemberRequestDto } from './team.request.dto';
import { TeamService } from './team.service';

/** The my-team screens: GET /team/members, POST /team/invite, DELETE /team/members/{accountId}, POST /team/leave. */
@ApiTags('accounts: team')
@ApiBearerAuth()
/** Beyond the standard answers: wrong credentials or codes, refusals, conflicts and rate limits. */
@ApiErrors(409, 429)
@Controller('team')
export class TeamController {
  constructor(private readonly team: TeamService) {}

  @Get('members')
  @ApiOperation({ summary: 'The members and pending invitations of the caller’s company' })
  members(@CurrentUser() user: AuthenticatedUser) {
    return this.team.members(user);
  }

  @Post('invite')
  @ApiOperation({ summary: 'Invite a colleague by e-mail to join the company' })
  invite(@CurrentUser() user: AuthenticatedUser, @Body() dto: InviteTeamMemberRequestDto) {
    return this.team.invite(user, dto.email);
  }

  @Post('leave')
  @HttpCode(200)
  @ApiOperation({ summary: 'Leave the caller’s company (members other than its owner); access to its data ends at once' })
  leave(@CurrentUser() user: AuthenticatedUser) {
    return this.team.leave(user);
  }

  @Delete('members/:accountId')
  @ApiOperation({ summary: 'Remove a member from the company (its owner or an admin)' })
  remove(@CurrentUser() user: AuthenticatedUser, @Param('accountId', uuidParam('accountId')) accountId: string) {
    return this.team.remove(user, accountId);
  }
}
