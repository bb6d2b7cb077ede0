import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DataSource } from 'typeorm';
import { TenderEvents } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser, OptionalAuth, RequiresPower } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { InvalidInputError } from '@jointly/common/errors';
import { OutboxService, createEvent } from '@jointly/common/events';
import { CreateEventRequestDto, UpdateEventRequestDto } from './content.request.dto';
import { ApiQueryParameters, BOOLEAN_QUERY, DATE_QUERY, TEXT_QUERY, CONTENT_PAGING } from '../search/query-parameters';
import { assignments, isUuidParam, optionalBoolean, optionalDate, parseContentQuery, requireFound } from './content-query';

interface EventRow {
  id: string;
  title: string;
  description: string | null;
  starts_at: Date;
  ends_at: Date | null;
  location: string | null;
  url: string | null;
  image_url: string | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = 'id, title, description, starts_at, ends_at, location, url, image_url, created_at, updated_at';
const FIELDS = {
  title: 'title',
  description: 'description',
  startsAt: 'starts_at',
  endsAt: 'ends_at',
  location: 'location',
  url: 'url',
  imageUrl: 'image_url',
};

const view = (r: EventRow) => ({
  id: r.id,
  title: r.title,
  description: r.description,
  startsAt: r.starts_at.toISOString(),
  endsAt: r.ends_at?.toISOString() ?? null,
  location: r.location,
  url: r.url,
  imageUrl: r.image_url,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});

function checkTimes(startsAt?: string, endsAt?: string | null) {
  if (startsAt && endsAt && new Date(endsAt) < new Date(startsAt))
    throw new InvalidInputError('endsAt must not be before startsAt.', 'EVENT.INVALID_TIMES');
}

/** Events for providers (spec: POST /events/add, GET /events/search → { foundEvents, count }); admins manage them. */
@ApiTags('tenders: events')
@Controller('events')
export class EventsController {
  constructor(
    @InjectDataSource('tenders') private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
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
    const q = parseContentQuery(raw, ['upcoming', 'from', 'to']);
    const params: unknown[] = [];
    const where: string[] = [];
    if (q.keywords) {
      params.push(q.keywords);
      where.push(`search_vector @@ websearch_to_tsquery('english', $${params.length})`);
    }
    if (optionalBoolean(q.raw.upcoming, 'upcoming')) where.push('coalesce(ends_at, starts_at) >= now()');
    const from = optionalDate(q.raw.from, 'from');
    const to = optionalDate(q.raw.to, 'to');
    if (from) {
      params.push(from.toISOString());
      where.push(`starts_at >= $${params.length}`);
    }
    if (to) {
      params.push(to.toISOString());
      where.push(`starts_at <= $${params.length}`);
    }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ count }] = (await this.dataSource.query(`SELECT count(*)::int AS count FROM tenders.event ${clause}`, params)) as Array<{
      count: number;
    }>;
    const rows = (await this.dataSource.query(
      `SELECT ${COLUMNS} FROM tenders.event ${clause}
       ORDER BY (coalesce(ends_at, starts_at) < now()), CASE WHEN coalesce(ends_at, starts_at) >= now() THEN starts_at END ASC, starts_at DESC, id
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, q.limit, (q.page - 1) * q.limit],
    )) as EventRow[];
    return { foundEvents: rows.map(view), count, currentPage: q.page, totalPages: Math.ceil(count / q.limit) };
  }

  @Get('view/:id')
  @OptionalAuth()
  @ApiOperation({ summary: 'One event' })
  async viewOne(@Param('id') id: string) {
    const rows = isUuidParam(id)
      ? ((await this.dataSource.query(`SELECT ${COLUMNS} FROM tenders.event WHERE id = $1`, [id])) as EventRow[])
      : [];
    return view(requireFound(rows[0], 'event', id));
  }

  @Post('add')
  @RequiresPower('content')
  @ApiBearerAuth()
  @HttpCode(201)
  @ApiOperation({ summary: 'Add an event (admins, or staff granted the content power); publishes TenderEventAdded' })
  async add(@CurrentUser() user: AuthenticatedUser, @Body() dto: CreateEventRequestDto) {
    checkTimes(dto.startsAt, dto.endsAt);
    const event = await transaction(this.dataSource, async (manager) => {
      const [row] = (await manager.query(
        `INSERT INTO tenders.event (title, description, starts_at, ends_at, location, url, image_url, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
        [
          dto.title.trim(),
          dto.description ?? null,
          dto.startsAt,
          dto.endsAt ?? null,
          dto.location ?? null,
          dto.url ?? null,
          dto.imageUrl ?? null,
          user.id,
        ],
      )) as EventRow[];
      await this.outbox.add(
        manager,
        createEvent(TenderEvents.TenderEventAdded, {
          aggregateId: row.id,
          actorId: user.id,
          payload: { eventId: row.id, title: row.title, startsAt: row.starts_at.toISOString() },
        }),
      );
      return row;
    });
    return { event: view(event), message: 'Event added' };
  }

  @Patch('update/:id')
  @RequiresPower('content')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Edit an event (admins, or staff granted the content power)' })
  async update(@Param('id') id: string, @Body() dto: UpdateEventRequestDto) {
    const current = isUuidParam(id)
      ? ((await this.dataSource.query(`SELECT ${COLUMNS} FROM tenders.event WHERE id = $1`, [id])) as EventRow[])[0]
      : undefined;
    requireFound(current, 'event', id);
    checkTimes(dto.startsAt ?? current!.starts_at.toISOString(), dto.endsAt ?? current!.ends_at?.toISOString());
    const set = assignments(dto as Record<string, unknown>, FIELDS);
    if (!set)
      throw new InvalidInputError(`Nothing to change: send at least one of ${Object.keys(FIELDS).join(', ')}.`, 'EVENT.NOTHING_TO_CHANGE');
    // TypeORM answers an UPDATE with [rows, rowCount].
    const [[row]] = (await this.dataSource.query(
      `UPDATE tenders.event SET ${set.sql}, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, ...set.values],
    )) as [EventRow[], number];
    return { event: view(row), message: 'Event updated' };
  }

  @Delete('delete/:id')
  @RequiresPower('content')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Delete an event (admins, or staff granted the content power); answers the deleted event' })
  async remove(@Param('id') id: string) {
    const rows = isUuidParam(id)
      ? ((await this.dataSource.query(`DELETE FROM tenders.event WHERE id = $1 RETURNING ${COLUMNS}`, [id])) as [EventRow[], number])[0]
      : [];
    return { event: view(requireFound(rows[0], 'event', id)), message: 'Event deleted' };
  }
}
