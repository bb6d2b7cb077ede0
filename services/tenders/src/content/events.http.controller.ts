import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthenticatedUser, CurrentUser, OptionalAuth, RequiresPower } from '@jointly/common/auth';
import { CreateEventRequestDto, UpdateEventRequestDto } from './content.request.dto';
import { AddEventCommand } from './add-event/add-event.handler';
import { DeleteEventCommand } from './delete-event/delete-event.handler';
import type { EventView } from './event.view';
import { SearchEventsQuery } from './search-events/search-events.handler';
import { UpdateEventCommand } from './update-event/update-event.handler';
import { ViewEventQuery } from './view-event/view-event.handler';
import { ApiQueryParameters, BOOLEAN_QUERY, DATE_QUERY, TEXT_QUERY, CONTENT_PAGING } from '../search/query-parameters';

/** Events for providers (spec: POST /events/add, GET /events/search → { foundEvents, count }); admins manage them. */
@ApiTags('tenders: events')
@Controller('events')
export class EventsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Get('search')
  @OptionalAuth()
  @ApiOperation({ summary: 'Events: upcoming first (soonest first), then past ones (latest first); keywords, upcoming, from, to' })
  @ApiQueryParameters(
    ['query', TEXT_QUERY, 'Keywords (web-search syntax)'],
    ['upcoming', BOOLEAN_QUERY, 'true: only events that have not ended'],
    ['from', DATE_QUERY, 'Starting on or after'],
    ['to', DATE_QUERY, 'Starting on or before'],
    ...CONTENT_PAGING,
  )
  async search(@Query() raw: Record<string, unknown>) {
    return this.queries.execute(new SearchEventsQuery(raw));
  }

  @Get('view/:id')
  @OptionalAuth()
  @ApiOperation({ summary: 'One event' })
  async viewOne(@Param('id') id: string) {
    return this.queries.execute<ViewEventQuery, EventView>(new ViewEventQuery(id));
  }

  @Post('add')
  @RequiresPower('content')
  @ApiBearerAuth()
  @HttpCode(201)
  @ApiOperation({ summary: 'Add an event (admins, or staff granted the content power); publishes TenderEventAdded' })
  async add(@CurrentUser() user: AuthenticatedUser, @Body() dto: CreateEventRequestDto) {
    const event = await this.commands.execute<AddEventCommand, EventView>(new AddEventCommand(dto, user.id));
    return { event, message: 'Event added' };
  }

  @Patch('update/:id')
  @RequiresPower('content')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Edit an event (admins, or staff granted the content power)' })
  async update(@Param('id') id: string, @Body() dto: UpdateEventRequestDto) {
    const event = await this.commands.execute<UpdateEventCommand, EventView>(new UpdateEventCommand(id, dto));
    return { event, message: 'Event updated' };
  }

  @Delete('delete/:id')
  @RequiresPower('content')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Delete an event (admins, or staff granted the content power); answers the deleted event' })
  async remove(@Param('id') id: string) {
    const event = await this.commands.execute<DeleteEventCommand, EventView>(new DeleteEventCommand(id));
    return { event, message: 'Event deleted' };
  }
}
