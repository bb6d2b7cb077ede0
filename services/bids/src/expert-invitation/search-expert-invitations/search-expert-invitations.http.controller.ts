import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { BidView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { SearchExpertInvitationsQuery } from './search-expert-invitations.query';
import { BID_SEARCH_DEFAULT_LIMIT, SearchExpertInvitationsRequestDto } from './search-expert-invitations.request.dto';

@ApiTags('bids')
@ApiBearerAuth()
@Controller('bids')
export class SearchExpertInvitationsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('search')
  @ApiOperation({ summary: "Invitations the expert received, or the caller's company sent (admins: all), newest first" })
  search(
    @CurrentUser() user: AuthenticatedUser,
    @Query() dto: SearchExpertInvitationsRequestDto,
  ): Promise<{ foundBids: BidView[]; count: number; currentPage: number; totalPages: number }> {
    return this.queries.execute(
      new SearchExpertInvitationsQuery(user, {
        page: dto.page ?? 1,
        limit: dto.limit ?? BID_SEARCH_DEFAULT_LIMIT,
        status: dto.status ?? null,
        tenderIds: dto.tender ?? [],
        role: dto.role ?? null,
      }),
    );
  }
}
