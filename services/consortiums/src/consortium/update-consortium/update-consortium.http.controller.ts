import { Body, Controller, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ConsortiumView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { ApiErrors } from '@jointly/common/http';
import { UpdateConsortiumCommand } from './update-consortium.handler';
import { UpdateConsortiumRequestDto } from './update-consortium.request.dto';

@ApiTags('consortiums')
@ApiBearerAuth()
@Controller('consortium')
export class UpdateConsortiumController {
  constructor(private readonly commands: CommandBus) {}

  @Patch('create')
  @ApiErrors(404)
  @ApiOperation({ summary: 'Rename or re-describe a consortium (its lead company or an admin)' })
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: UpdateConsortiumRequestDto,
  ): Promise<{ consortium: ConsortiumView; message: string }> {
    const { id, name, description } = body;
    const consortium = await this.commands.execute<UpdateConsortiumCommand, ConsortiumView>(
      new UpdateConsortiumCommand(user, id, { name, description }),
    );
    return { consortium, message: 'Consortium updated successfully!' };
  }
}
