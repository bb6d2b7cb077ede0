import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ConsortiumRequestView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { SPEC_PAGE_MAX_LIMIT } from '@jointly/common/http';
import { SearchRequestsQuery } from './search-requests.query';
import { SearchRequestsRequestDto } from './search-requests.request.dto';

@ApiTags('consortium requests')
@ApiBearerAuth()
@Controller('consortium-request')
export class SearchRequestsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('search')
  @ApiOperation({ summary: "Consortium requests of the caller's consortiums and to the caller's company (admins: all), newest first" })
  search(
    @CurrentUser() user: AuthenticatedUser,
    @Query() dto: SearchRequestsRequestDto,
  ): Promise<{ foundConsortiumRequests: ConsortiumRequestView[]; count: number; currentPage: number; totalPages: number }> {
    return this.queries.execute(
      new SearchRequestsQuery(user, {
        page: dto.page ?? 1,
        limit: dto.limit ?? SPEC_PAGE_MAX_LIMIT,
        consortiumIds: dto.consortium ?? [],
        accountIds: dto.account ?? [],
        status: dto.status ?? null,
        box: dto.box ?? null,
        direction: dto.direction ?? null,
      }),
    );
  }
}
