import { Body, Controller, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { SetPreferencesCommand } from './set-preferences.command';
import { MessagePreferencesRequestDto } from './set-preferences.request.dto';

@ApiTags('messages')
@ApiBearerAuth()
@Controller('messages')
export class SetPreferencesController {
  constructor(private readonly commands: CommandBus) {}

  @Put('preferences')
  @ApiOperation({ summary: 'Turn the e-mail digests of unread messages on or off' })
  set(@CurrentUser() user: AuthenticatedUser, @Body() body: MessagePreferencesRequestDto): Promise<{ emailDigests: boolean }> {
    return this.commands.execute(new SetPreferencesCommand(user, body.emailDigests));
  }
}
