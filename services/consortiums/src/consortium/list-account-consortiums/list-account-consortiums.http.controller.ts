import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ConsortiumView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { ListAccountConsortiumsQuery } from './list-account-consortiums.query';

@ApiTags('consortiums')
@ApiBearerAuth()
@Controller('consortium')
export class ListAccountConsortiumsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('user-consortium/:accountId')
  @ApiOperation({ summary: "The consortiums of an account's company, those it leads first (the account itself or an admin)" })
  ofAccount(
    @CurrentUser() user: AuthenticatedUser,
    @Param('accountId') accountId: string,
  ): Promise<{ foundConsortiums: ConsortiumView[]; count: number }> {
    return this.queries.execute(new ListAccountConsortiumsQuery(user, accountId));
  }
}
