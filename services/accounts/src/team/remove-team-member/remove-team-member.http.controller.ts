import { Controller, Delete, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '@jointly/common/http';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { uuidParam } from '../../shared/routes';
import { RemoveTeamMemberCommand } from './remove-team-member.handler';

@ApiTags('accounts: team')
@ApiBearerAuth()
@ApiErrors(409, 429)
@Controller('team')
export class RemoveTeamMemberController {
  constructor(private readonly commands: CommandBus) {}

  @Delete('members/:accountId')
  @ApiOperation({ summary: 'Remove a member from the company (its owner or an admin)' })
  remove(
    @CurrentUser() user: AuthenticatedUser,
    @Param('accountId', uuidParam('accountId')) accountId: string,
  ): Promise<{ message: string }> {
    return this.commands.execute(new RemoveTeamMemberCommand(user, accountId));
  }
}
