import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ConsortiumRequestView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { ExpressInterestCommand } from './express-interest.handler';
import { ExpressInterestRequestDto } from './express-interest.request.dto';

@ApiTags('consortium requests')
@ApiBearerAuth()
@Controller('consortium-request')
export class ExpressInterestController {
  constructor(private readonly commands: CommandBus) {}

  @Post('express-interest')
  @ApiOperation({ summary: "Register the caller's company's interest in joining a consortium (approved partners, non-members)" })
  async express(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: ExpressInterestRequestDto,
  ): Promise<{ consortiumRequest: ConsortiumRequestView; message: string }> {
    const consortiumRequest = await this.commands.execute<ExpressInterestCommand, ConsortiumRequestView>(
      new ExpressInterestCommand(user, body.consortium, body.message ?? null),
    );
    return { consortiumRequest, message: 'Interest registered successfully' };
  }
}
