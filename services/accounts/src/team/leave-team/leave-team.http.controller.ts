import { Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '@jointly/common/http';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { LeaveTeamCommand } from './leave-team.handler';

@ApiTags('accounts: team')
@ApiBearerAuth()
@ApiErrors(409, 429)
@Controller('team')
export class LeaveTeamController {
  constructor(private readonly commands: CommandBus) {}

  @Post('leave')
  @HttpCode(200)
  @ApiOperation({ summary: 'Leave the caller’s company (members other than its owner); access to its data ends at once' })
  leave(@CurrentUser() user: AuthenticatedUser): Promise<{ message: string }> {
    return this.commands.execute(new LeaveTeamCommand(user));
  }
}
