import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { BidView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser, Roles } from '@jointly/common/auth';
import { BidRepository, bidView } from '../bid.repository';
import { CreateBidCommand } from './create-bid.handler';
import { CreateBidRequestDto } from './create-bid.request.dto';

@ApiTags('bids')
@ApiBearerAuth()
@Controller('bids')
export class CreateBidController {
  constructor(
    private readonly commands: CommandBus,
    private readonly bids: BidRepository,
  ) {}

  @Post('create')
  @Roles('provider', 'staff')
  @ApiOperation({ summary: 'Invite an expert to help with a bid for a tender (providers and staff)' })
  async create(@CurrentUser() user: AuthenticatedUser, @Body() body: CreateBidRequestDto): Promise<{ bid: BidView; message: string }> {
    const id = await this.commands.execute<CreateBidCommand, string>(
      new CreateBidCommand(user, body.tender, body.expert, body.message ?? null, body.workspace ?? null),
    );
    return { bid: bidView(await this.bids.get(id), user), message: 'Invitation sent successfully!' };
  }
}
