import { Controller, Delete, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ConsortiumView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { ApiErrors } from '@jointly/common/http';
import { RemoveMemberCommand } from './remove-member.handler';

@ApiTags('consortiums')
@ApiBearerAuth()
@Controller('consortium')
export class RemoveMemberController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':id/members/:companyId')
  @ApiErrors(404, 409)
  @ApiOperation({ summary: 'Remove a member company (its lead company or an admin), or leave (a member company, for itself)' })
  async remove(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Param('companyId') companyId: string,
  ): Promise<{ message: string; consortium?: ConsortiumView }> {
    // null: the caller's company left, and no longer reads the consortium.
    const consortium = await this.commands.execute<RemoveMemberCommand, ConsortiumView | null>(
      new RemoveMemberCommand(user, id, companyId),
    );
    return consortium ? { consortium, message: 'Member removed.' } : { message: 'You left the consortium.' };
  }
}
