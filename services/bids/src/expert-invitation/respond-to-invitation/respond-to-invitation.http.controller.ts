import { Body, Controller, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { BidView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { RespondToInvitationCommand } from './respond-to-invitation.handler';
import { RespondToInvitationRequestDto } from './respond-to-invitation.request.dto';

const MESSAGES = { Accepted: 'Invitation accepted', Declined: 'Invitation declined', Withdrawn: 'Invitation withdrawn' } as const;

@ApiTags('bids')
@ApiBearerAuth()
@Controller('bids')
export class RespondToInvitationController {
  constructor(private readonly commands: CommandBus) {}

  @Patch('respond-to-invitation/:id')
  @ApiOperation({ summary: 'Accept or decline a pending invitation (the invited expert), or withdraw it (the inviter)' })
  async respond(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body() body: RespondToInvitationRequestDto,
  ): Promise<{ bid: BidView; message: string }> {
    const bid = await this.commands.execute<RespondToInvitationCommand, BidView>(new RespondToInvitationCommand(user, id, body.status));
    return { bid, message: MESSAGES[body.status] };
  }
}
