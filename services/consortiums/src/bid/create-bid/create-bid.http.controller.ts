import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ConsortiumBidView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { BidRepository, bidView } from '../bid.repository';
import { CreateBidCommand } from './create-bid.handler';
import { CreateConsortiumBidRequestDto } from './create-bid.request.dto';

@ApiTags('consortium bids')
@ApiBearerAuth()
@Controller('consortium-bid')
export class CreateBidController {
  constructor(
    private readonly commands: CommandBus,
    private readonly bids: BidRepository,
  ) {}

  @Post('create')
  @ApiOperation({ summary: "Register the consortium's bid on a tender (member companies of the consortium)" })
  async create(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: CreateConsortiumBidRequestDto,
  ): Promise<{ consortiumBid: ConsortiumBidView; message: string }> {
    const id = await this.commands.execute<CreateBidCommand, string>(
      new CreateBidCommand(user, body.consortium, body.tender, body.title ?? null, body.notes ?? null),
    );
    return { consortiumBid: bidView((await this.bids.get(id))!), message: 'Consortium bid created successfully!' };
  }
}
