import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { BidView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser, Roles } from '@jointly/common/auth';
import { InviteExpertCommand } from './invite-expert.handler';
import { InviteExpertRequestDto } from './invite-expert.request.dto';

@ApiTags('bids')
@ApiBearerAuth()
@Controller('bids')
export class InviteExpertController {
  constructor(private readonly commands: CommandBus) {}

  @Post('create')
  @Roles('provider', 'staff')
  @ApiOperation({ summary: 'Invite an expert to help with a bid for a tender (providers and staff)' })
  async create(@CurrentUser() user: AuthenticatedUser, @Body() body: InviteExpertRequestDto): Promise<{ bid: BidView; message: string }> {
    const bid = await this.commands.execute<InviteExpertCommand, BidView>(
      new InviteExpertCommand(user, body.tender, body.expert, body.message ?? null, body.workspace ?? null),
    );
    return { bid, message: 'Invitation sent successfully!' };
  }
}
