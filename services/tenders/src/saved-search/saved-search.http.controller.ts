import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { ApiErrors } from '@jointly/common/http';
import { criteriaFromJson, parseSearchCriteria } from '../search/search-criteria';
import { SearchTendersQuery } from '../search/search-tenders.query';
import type { TenderSearchResult } from '../search/tender-search';
import { CreateSavedSearchRequestDto, UpdateSavedSearchRequestDto } from './saved-search.request.dto';
import { SavedSearches, criteriaToParams, savedSearchView } from './saved-searches';

/** The signed-in user's saved searches and alerts (owner only; someone else's search answers 404). */
@ApiTags('tenders: saved searches')
@ApiBearerAuth()
@Controller('saved-search')
export class SavedSearchController {
  constructor(
    private readonly searches: SavedSearches,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @HttpCode(201)
  @ApiErrors(409)
  @ApiOperation({
    summary:
      'Save a search (name, query, filters) with instant or daily alerts, or none; alerts count against the company plan; 409 at 100 saved searches',
  })
  async create(@CurrentUser() user: AuthenticatedUser, @Body() dto: CreateSavedSearchRequestDto) {
    return { savedSearch: await this.searches.create(user, dto), message: 'Search saved' };
  }

  @Get()
  @ApiOperation({ summary: 'My saved searches, newest first' })
  async list(@CurrentUser() user: AuthenticatedUser) {
    const found = await this.searches.list(user.id);
    return { foundSavedSearches: found, count: found.length };
  }

  @Get(':id')
  @ApiOperation({ summary: 'One of my saved searches' })
  async get(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string) {
    return savedSearchView(await this.searches.get(user.id, id));
  }

  @Get(':id/results')
  @ApiOperation({ summary: 'Run one of my saved searches (page and limit as in /tender/search)' })
  async results(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Query('page') page?: string,
    @Query('limit') limit?: string,
  ): Promise<TenderSearchResult> {
    const criteria = criteriaFromJson((await this.searches.get(user.id, id)).criteria);
    const params: Record<string, unknown> = { ...criteriaToParams(criteria), ...(criteria.keywords ? { query: criteria.keywords } : {}) };
    if (page !== undefined) params.page = page;
    if (limit !== undefined) params.limit = limit;
    return this.queries.execute(new SearchTendersQuery(parseSearchCriteria(params)));
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Rename, change the query, filters or delivery of one of my saved searches' })
  async update(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body() dto: UpdateSavedSearchRequestDto) {
    return { savedSearch: await this.searches.update(user, id, dto), message: 'Saved search updated' };
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete one of my saved searches' })
  async remove(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string) {
    await this.searches.remove(user.id, id);
    return { id, deleted: true, message: 'Saved search deleted' };
  }
}
