import { Body, Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { MuteCommand } from './mute.handler';
import { MuteRequestDto } from './mute.request.dto';

@ApiTags('messages')
@ApiBearerAuth()
@Controller('messages')
export class MuteController {
  constructor(private readonly commands: CommandBus) {}

  @Put('conversations/:id/mute')
  @ApiOperation({ summary: 'Mute or unmute a conversation (muted: no e-mail digests for it)' })
  async mute(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body() body: MuteRequestDto): Promise<{ muted: boolean }> {
    await this.commands.execute(new MuteCommand(user, id, body.muted));
    return { muted: body.muted };
  }
}
