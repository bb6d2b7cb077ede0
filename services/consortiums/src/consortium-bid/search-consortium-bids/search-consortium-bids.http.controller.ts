import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ConsortiumBidView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { SPEC_PAGE_MAX_LIMIT } from '@jointly/common/http';
import { PagedConsortiumSearchDto } from '../../shared/paged-search.request.dto';
import { SearchConsortiumBidsQuery } from './search-consortium-bids.query';

@ApiTags('consortium bids')
@ApiBearerAuth()
@Controller('consortium-bid')
export class SearchConsortiumBidsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('search')
  @ApiOperation({ summary: "Bids of the caller's company's consortiums (admins: all), newest first" })
  search(
    @CurrentUser() user: AuthenticatedUser,
    @Query() dto: PagedConsortiumSearchDto,
  ): Promise<{ foundConsortiumBids: ConsortiumBidView[]; count: number; currentPage: number; totalPages: number }> {
    return this.queries.execute(
      new SearchConsortiumBidsQuery(user, {
        page: dto.page ?? 1,
        limit: dto.limit ?? SPEC_PAGE_MAX_LIMIT,
        consortiumIds: dto.consortium ?? [],
      }),
    );
  }
}
