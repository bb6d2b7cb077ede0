import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PartnerSearchQueryDto } from '../partner.request.dto';
import { SearchPartnersQuery, type PartnerSearchPage } from './search-partners.handler';

@ApiTags('accounts: partners')
@ApiBearerAuth()
@Controller('partner')
export class SearchPartnersController {
  constructor(private readonly queries: QueryBus) {}

  @Get('search')
  @ApiOperation({ summary: 'Search approved partners: { foundTalents, count, currentPage, totalPages }' })
  search(@Query() query: PartnerSearchQueryDto): Promise<PartnerSearchPage> {
    return this.queries.execute(new SearchPartnersQuery(query));
  }
}
