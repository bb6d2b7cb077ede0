import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { BidView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { SearchBidsQuery } from './search-bids.query';
import { BID_SEARCH_DEFAULT_LIMIT, SearchBidsRequestDto } from './search-bids.request.dto';

@ApiTags('bids')
@ApiBearerAuth()
@Controller('bids')
export class SearchBidsController {
  constructor(private readonly query: SearchBidsQuery) {}

  @Get('search')
  @ApiOperation({ summary: "Invitations the expert received, or the caller's company sent (admins: all), newest first" })
  search(
    @CurrentUser() user: AuthenticatedUser,
    @Query() dto: SearchBidsRequestDto,
  ): Promise<{ foundBids: BidView[]; count: number; currentPage: number; totalPages: number }> {
    return this.query.run(user, {
      page: dto.page ?? 1,
      limit: dto.limit ?? BID_SEARCH_DEFAULT_LIMIT,
      status: dto.status ?? null,
      tenderIds: dto.tender ?? [],
      role: dto.role ?? null,
    });
  }
}
