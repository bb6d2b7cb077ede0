import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ConsortiumView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { CreateConsortiumCommand } from './create-consortium.handler';
import { CreateConsortiumRequestDto } from './create-consortium.request.dto';

@ApiTags('consortiums')
@ApiBearerAuth()
@Controller('consortium')
export class CreateConsortiumController {
  constructor(private readonly commands: CommandBus) {}

  @Post('create')
  @ApiOperation({ summary: "Create a consortium led by the caller's company (approved consortium partners' providers)" })
  async create(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: CreateConsortiumRequestDto,
  ): Promise<{ consortium: ConsortiumView; message: string }> {
    const consortium = await this.commands.execute<CreateConsortiumCommand, ConsortiumView>(
      new CreateConsortiumCommand(user, body.name, body.description ?? null),
    );
    return { consortium, message: 'Consortium created successfully!' };
  }
}
