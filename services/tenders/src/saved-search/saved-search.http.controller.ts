import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { ApiErrors } from '@jointly/common/http';
import type { TenderSearchResult } from '../search/tender-search';
import { CreateSavedSearchCommand } from './create-saved-search/create-saved-search.handler';
import { DeleteSavedSearchCommand } from './delete-saved-search/delete-saved-search.handler';
import { GetSavedSearchQuery } from './get-saved-search/get-saved-search.handler';
import { ListSavedSearchesQuery } from './list-saved-searches/list-saved-searches.handler';
import { RunSavedSearchQuery } from './run-saved-search/run-saved-search.handler';
import { CreateSavedSearchRequestDto, UpdateSavedSearchRequestDto } from './saved-search.request.dto';
import type { SavedSearchView } from './saved-searches';
import { UpdateSavedSearchCommand } from './update-saved-search/update-saved-search.handler';

/** The signed-in user's saved searches and alerts (owner only; someone else's search answers 404). */
@ApiTags('tenders: saved searches')
@ApiBearerAuth()
@Controller('saved-search')
export class SavedSearchController {
  constructor(
    private readonly commands: CommandBus,
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
    const savedSearch = await this.commands.execute<CreateSavedSearchCommand, SavedSearchView>(new CreateSavedSearchCommand(user, dto));
    return { savedSearch, message: 'Search saved' };
  }

  @Get()
  @ApiOperation({ summary: 'My saved searches, newest first' })
  async list(@CurrentUser() user: AuthenticatedUser) {
    const found = await this.queries.execute(new ListSavedSearchesQuery(user.id));
    return { foundSavedSearches: found, count: found.length };
  }

  @Get(':id')
  @ApiOperation({ summary: 'One of my saved searches' })
  async get(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string) {
    return this.queries.execute(new GetSavedSearchQuery(user.id, id));
  }

  @Get(':id/results')
  @ApiOperation({ summary: 'Run one of my saved searches (page and limit as in /tender/search)' })
  async results(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Query('page') page?: string,
    @Query('limit') limit?: string,
  ): Promise<TenderSearchResult> {
    return this.queries.execute(new RunSavedSearchQuery(user.id, id, page, limit));
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Rename, change the query, filters or delivery of one of my saved searches' })
  async update(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body() dto: UpdateSavedSearchRequestDto) {
    const savedSearch = await this.commands.execute<UpdateSavedSearchCommand, SavedSearchView>(new UpdateSavedSearchCommand(user, id, dto));
    return { savedSearch, message: 'Saved search updated' };
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete one of my saved searches' })
  async remove(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string) {
    await this.commands.execute(new DeleteSavedSearchCommand(user.id, id));
    return { id, deleted: true, message: 'Saved search deleted' };
  }
}
