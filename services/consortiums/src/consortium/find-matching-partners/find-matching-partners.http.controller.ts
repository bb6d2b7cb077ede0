import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MatchingPartner } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { FindMatchingPartnersQuery } from './find-matching-partners.query';

@ApiTags('consortiums')
@ApiBearerAuth()
@Controller('consortium')
export class FindMatchingPartnersController {
  constructor(private readonly queries: QueryBus) {}

  @Get('matching-partners/:consortiumId')
  @ApiOperation({ summary: 'Approved partner companies the consortium could invite (not members, no pending invitation), by name' })
  matchingPartners(
    @CurrentUser() user: AuthenticatedUser,
    @Param('consortiumId') consortiumId: string,
  ): Promise<{ foundTalents: MatchingPartner[]; count: number }> {
    return this.queries.execute(new FindMatchingPartnersQuery(user, consortiumId));
  }
}
