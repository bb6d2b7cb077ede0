import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ConsortiumBidView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { CreateConsortiumBidCommand } from './create-consortium-bid.handler';
import { CreateConsortiumBidRequestDto } from './create-consortium-bid.request.dto';

@ApiTags('consortium bids')
@ApiBearerAuth()
@Controller('consortium-bid')
export class CreateConsortiumBidController {
  constructor(private readonly commands: CommandBus) {}

  @Post('create')
  @ApiOperation({ summary: "Register the consortium's bid on a tender (member companies of the consortium)" })
  async create(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: CreateConsortiumBidRequestDto,
  ): Promise<{ consortiumBid: ConsortiumBidView; message: string }> {
    const consortiumBid = await this.commands.execute<CreateConsortiumBidCommand, ConsortiumBidView>(
      new CreateConsortiumBidCommand(user, body.consortium, body.tender, body.title ?? null, body.notes ?? null),
    );
    return { consortiumBid, message: 'Consortium bid created successfully!' };
  }
}
