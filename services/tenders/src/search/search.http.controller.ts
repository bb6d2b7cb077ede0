import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { OptionalAuth } from '@jointly/common/auth';
import { MAX_PAGE } from '@jointly/common/http';
import {
  AMOUNT_QUERY,
  ApiQueryParameters,
  BOOLEAN_QUERY,
  BUYER_QUERY,
  CPV_QUERY,
  CURRENCY_QUERY,
  DATE_QUERY,
  STATUS_QUERY,
  TEXT_LIST_QUERY,
  TEXT_QUERY,
  wholeNumberSchema,
} from './query-parameters';
import {
  DEFAULT_PAGE_SIZE,
  MAX_OFFSET,
  MAX_PAGE_SIZE,
  SEARCH_SORTS,
  VALUE_SEARCH_MAX,
  VALUE_SEARCH_MIN,
  parseSearchCriteria,
} from './search-criteria';
import { SearchTendersQuery } from './search-tenders.query';
import type { TenderSearchResult } from './tender-search';

/** Every parameter the search parsers take (search-criteria.ts), typed as they read it. */
function ApiSearchQueries(): MethodDecorator {
  return ApiQueryParameters(
    ['query', TEXT_QUERY, 'Keywords in web-search syntax: "exact phrase", OR, -excluded'],
    [
      'page',
      wholeNumberSchema(MAX_PAGE, 1),
      `Page number, 1–${MAX_PAGE}; results go to the first ${MAX_OFFSET.toLocaleString('en-GB')} tenders, a page past them is empty`,
    ],
    ['limit', wholeNumberSchema(MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE), `Page size, 1–${MAX_PAGE_SIZE} (default ${DEFAULT_PAGE_SIZE})`],
    ['sort', { type: 'string', enum: [...SEARCH_SORTS, ''] }, 'Default (or empty): relevance with keywords, else newest'],
    ['status', STATUS_QUERY, 'Statuses (status=a&status=b, status=a,b or status[0]=a). Default: open tenders only'],
    ['includeAll', BOOLEAN_QUERY, 'true: every status and closing date (default: active and closing in the future or undated)'],
    ['cpv', CPV_QUERY, 'CPV codes; a division or group matches every code under it (85000000 matches 853…)'],
    ['region', TEXT_LIST_QUERY, 'Delivery regions, e.g. Scotland, London, Wales (NUTS codes accepted)'],
    ['buyer', BUYER_QUERY, 'Part of the buyer name (at least 2 characters)'],
    ['closingFrom', DATE_QUERY, 'Closing on or after (2026-12-01 or ISO timestamp)'],
    ['closingTo', DATE_QUERY, 'Closing on or before'],
    ['publishedSince', DATE_QUERY, 'Published on or after'],
    ['currency', CURRENCY_QUERY, 'Three-letter currency of the value'],
  );
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
  @ApiQueryParameters(
    ['min', AMOUNT_QUERY, `Lowest value (default ${VALUE_SEARCH_MIN})`],
    ['max', AMOUNT_QUERY, `Highest value (default ${VALUE_SEARCH_MAX.toLocaleString('en-GB')}, or none when min is higher)`],
  )
  valueSearch(@Query() raw: Record<string, unknown>): Promise<TenderSearchResult> {
    return this.queries.execute(new SearchTendersQuery(parseSearchCriteria(raw, { valueRange: true })));
  }
}
