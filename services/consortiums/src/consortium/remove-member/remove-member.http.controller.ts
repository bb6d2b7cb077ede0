import { Controller, Delete, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ConsortiumView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { ApiErrors } from '@jointly/common/http';
import { ConsortiumReader } from '../consortium.reader';
import { RemoveMemberCommand } from './remove-member.handler';

@ApiTags('consortiums')
@ApiBearerAuth()
@Controller('consortium')
export class RemoveMemberController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: ConsortiumReader,
  ) {}

  @Delete(':id/members/:companyId')
  @ApiErrors(404, 409)
  @ApiOperation({ summary: 'Remove a member company (its lead company or an admin), or leave (a member company, for itself)' })
  async remove(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Param('companyId') companyId: string,
  ): Promise<{ message: string; consortium?: ConsortiumView }> {
    await this.commands.execute(new RemoveMemberCommand(user, id, companyId));
    // A company that left no longer reads the consortium; the others get its new state.
    const stillReads = user.role === 'admin' || (user.companyId !== null && user.companyId !== companyId);
    return stillReads ? { consortium: await this.reader.view(id), message: 'Member removed.' } : { message: 'You left the consortium.' };
  }
}
