import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { OptionalAuth } from '@jointly/common/auth';
import { MAX_PAGE_SIZE, SEARCH_SORTS, VALUE_SEARCH_MAX, parseSearchCriteria } from './search-criteria';
import { SearchTendersQuery } from './search-tenders.query';
import type { TenderSearchResult } from './tender-search';

const FILTERS = [
  {
    name: 'status',
    required: false,
    description: 'planned, active, closed, awarded, cancelled (list: status=a,b or status[0]=a). Default: open tenders only',
  },
  {
    name: 'includeAll',
    required: false,
    description: 'true: every status and closing date (default: active and closing in the future or undated)',
  },
  { name: 'cpv', required: false, description: 'CPV codes; a division or group matches every code under it (85000000 matches 853…)' },
  { name: 'region', required: false, description: 'Delivery regions, e.g. Scotland, London, Wales (NUTS codes accepted)' },
  { name: 'buyer', required: false, description: 'Part of the buyer name' },
  { name: 'closingFrom', required: false, description: 'Closing on or after (2026-12-01 or ISO timestamp)' },
  { name: 'closingTo', required: false, description: 'Closing on or before' },
  { name: 'publishedSince', required: false, description: 'Published on or after' },
  { name: 'currency', required: false, description: 'Three-letter currency of the value' },
] as const;

function ApiSearchQueries(): MethodDecorator {
  const decorators = [
    ApiQuery({ name: 'query', required: false, description: 'Keywords in web-search syntax: "exact phrase", OR, -excluded' }),
    ApiQuery({ name: 'page', required: false, description: 'Page number, from 1' }),
    ApiQuery({ name: 'limit', required: false, description: `Page size, 1–${MAX_PAGE_SIZE} (default 10)` }),
    ApiQuery({ name: 'sort', required: false, enum: SEARCH_SORTS, description: 'Default: relevance with keywords, else newest' }),
    ...FILTERS.map((f) => ApiQuery(f)),
  ];
  return (target, key, descriptor) => {
    for (const decorate of decorators) decorate(target, key, descriptor);
  };
}

/**
 * Tender search (spec §3 shape `{ foundTenders, count, currentPage, totalPages }`). Guests may search; every
 * parameter is validated and a bad one is a 400 naming it.
 */
@ApiTags('tenders: search')
@Controller()
export class SearchController {
  constructor(private readonly queries: QueryBus) {}

  @Get('tender/search')
  @OptionalAuth()
  @ApiOperation({ summary: 'Search tenders by keywords and filters (open tenders unless status or includeAll says otherwise)' })
  @ApiSearchQueries()
  @ApiOkResponse({ description: '{ foundTenders, count, currentPage, totalPages, countIsEstimate, matchedApproximately }' })
  search(@Query() raw: Record<string, unknown>): Promise<TenderSearchResult> {
    return this.queries.execute(new SearchTendersQuery(parseSearchCriteria(raw)));
  }

  @Get('tenders/filter-search')
  @OptionalAuth()
  @ApiOperation({ summary: 'Filter tenders, with facet counts for every filter (exact up to 10,000 matches, sampled beyond)' })
  @ApiSearchQueries()
  filterSearch(@Query() raw: Record<string, unknown>): Promise<TenderSearchResult> {
    return this.queries.execute(new SearchTendersQuery(parseSearchCriteria(raw), true));
  }

  @Get('tenders/value-search')
  @OptionalAuth()
  @ApiOperation({
    summary: `Tenders whose value lies between min (default 0) and max (default ${VALUE_SEARCH_MAX.toLocaleString('en-GB')}), with the other filters`,
  })
  @ApiSearchQueries()
  @ApiQuery({ name: 'min', required: false })
  @ApiQuery({ name: 'max', required: false })
  valueSearch(@Query() raw: Record<string, unknown>): Promise<TenderSearchResult> {
    return this.queries.execute(new SearchTendersQuery(parseSearchCriteria(raw, { valueRange: true })));
  }
}
