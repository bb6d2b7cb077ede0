import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ConsortiumBidView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { ConsortiumBidRepository, consortiumBidView } from '../consortium-bid.repository';
import { CreateConsortiumBidCommand } from './create-consortium-bid.handler';
import { CreateConsortiumBidRequestDto } from './create-consortium-bid.request.dto';

@ApiTags('consortium bids')
@ApiBearerAuth()
@Controller('consortium-bid')
export class CreateConsortiumBidController {
  constructor(
    private readonly commands: CommandBus,
    private readonly bids: ConsortiumBidRepository,
  ) {}

  @Post('create')
  @ApiOperation({ summary: "Register the consortium's bid on a tender (member companies of the consortium)" })
  async create(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: CreateConsortiumBidRequestDto,
  ): Promise<{ consortiumBid: ConsortiumBidView; message: string }> {
    const id = await this.commands.execute<CreateConsortiumBidCommand, string>(
      new CreateConsortiumBidCommand(user, body.consortium, body.tender, body.title ?? null, body.notes ?? null),
    );
    return { consortiumBid: consortiumBidView((await this.bids.get(id))!), message: 'Consortium bid created successfully!' };
  }
}
