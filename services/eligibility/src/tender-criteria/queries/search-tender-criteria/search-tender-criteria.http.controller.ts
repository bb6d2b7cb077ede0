import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { TenderCriteriaSearchResult } from '@jointly/contracts';
import { SearchTenderCriteriaQuery } from './search-tender-criteria.query';
import { SearchTenderCriteriaRequestDto } from './search-tender-criteria.request.dto';

@ApiTags('tender-criteria')
@ApiBearerAuth()
@Controller('tender-criteria')
export class SearchTenderCriteriaHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get('search')
  @ApiOperation({
    summary: 'Criteria of tenders (tender[0]={id}): added per lot, else derived from the tender (derived: true, id = tender id)',
  })
  search(@Query() { tender, page = 1, limit = 10 }: SearchTenderCriteriaRequestDto): Promise<TenderCriteriaSearchResult> {
    return this.queries.execute(new SearchTenderCriteriaQuery(tender, page, limit));
  }
}
