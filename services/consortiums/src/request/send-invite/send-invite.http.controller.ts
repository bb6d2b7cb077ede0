import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ConsortiumRequestView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { SendInviteCommand } from './send-invite.handler';
import { SendInviteRequestDto } from './send-invite.request.dto';

@ApiTags('consortium requests')
@ApiBearerAuth()
@Controller('consortium-request')
export class SendInviteController {
  constructor(private readonly commands: CommandBus) {}

  @Post('send-invite')
  @ApiOperation({ summary: 'Invite an approved partner company to a consortium (member companies of the consortium)' })
  async send(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: SendInviteRequestDto,
  ): Promise<{ consortiumRequest: ConsortiumRequestView; message: string }> {
    const consortiumRequest = await this.commands.execute<SendInviteCommand, ConsortiumRequestView>(
      new SendInviteCommand(user, body.consortium, body.account, body.message ?? null),
    );
    return { consortiumRequest, message: 'Request sent successfully' };
  }
}
