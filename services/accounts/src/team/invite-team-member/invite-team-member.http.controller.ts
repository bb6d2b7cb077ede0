import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '@jointly/common/http';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { InviteTeamMemberRequestDto } from '../team.request.dto';
import { InviteTeamMemberCommand, type TeamMemberInvited } from './invite-team-member.handler';

@ApiTags('accounts: team')
@ApiBearerAuth()
@ApiErrors(409, 429)
@Controller('team')
export class InviteTeamMemberController {
  constructor(private readonly commands: CommandBus) {}

  @Post('invite')
  @ApiOperation({ summary: 'Invite a colleague by e-mail to join the company' })
  invite(@CurrentUser() user: AuthenticatedUser, @Body() dto: InviteTeamMemberRequestDto): Promise<TeamMemberInvited> {
    return this.commands.execute(new InviteTeamMemberCommand(user, dto.email));
  }
}
