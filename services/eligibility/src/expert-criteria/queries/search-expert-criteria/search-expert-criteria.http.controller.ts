import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ExpertCriteriaSearchResult } from '@jointly/contracts';
import { SearchExpertCriteriaQuery } from './search-expert-criteria.query';
import { SearchExpertCriteriaRequestDto } from './search-expert-criteria.request.dto';

@ApiTags('expert-criteria')
@ApiBearerAuth()
@Controller('expert-criteria')
export class SearchExpertCriteriaHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get('search')
  @ApiOperation({ summary: 'The expert directory (any signed-in user): filter by expertise, sector, region, availability, account' })
  search(@Query() dto: SearchExpertCriteriaRequestDto): Promise<ExpertCriteriaSearchResult> {
    const { page = 1, limit = 10 } = dto;
    const filter = {
      expertise: dto.expertise,
      sectors: dto.sector,
      regions: dto.region,
      availability: dto.availability,
      accountIds: dto.account,
    };
    return this.queries.execute(new SearchExpertCriteriaQuery(filter, page, limit));
  }
}
