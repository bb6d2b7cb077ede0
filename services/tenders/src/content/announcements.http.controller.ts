import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DataSource } from 'typeorm';
import { AuthenticatedUser, CurrentUser, OptionalAuth, RequiresPower } from '@jointly/common/auth';
import { InvalidInputError } from '@jointly/common/errors';
import { CreateAnnouncementRequestDto, UpdateAnnouncementRequestDto } from './content.request.dto';
import { ApiQueryParameters, TEXT_QUERY, CONTENT_PAGING } from '../search/query-parameters';
import { assignments, isUuidParam, parseContentQuery, requireFound } from './content-query';

interface AnnouncementRow {
  id: string;
  title: string;
  body: string;
  audience: string;
  pinned: boolean;
  published_at: Date;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = 'id, title, body, audience, pinned, published_at, created_at, updated_at';
const FIELDS = { title: 'title', body: 'body', audience: 'audience', pinned: 'pinned', publishedAt: 'published_at' };

const view = (r: AnnouncementRow) => ({
  id: r.id,
  title: r.title,
  body: r.body,
  audience: r.audience,
  pinned: r.pinned,
  publishedAt: r.published_at.toISOString(),
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});

/**
 * Announcements (spec: GET /announcement/search?limit&page → { foundAnnouncements, count }, page 1 and size 10 by
 * default): pinned first, then newest; each reader sees those for everyone and for their account type (admins all);
 * scheduled ones (publishedAt in the future) only admins see.
 */
@ApiTags('tenders: announcements')
@Controller('announcement')
export class AnnouncementsController {
  constructor(@InjectDataSource('tenders') private readonly dataSource: DataSource) {}

  @Get('search')
  @OptionalAuth()
  @ApiOperation({ summary: 'Announcements for the caller, pinned first then newest' })
  @ApiQueryParameters(['query', TEXT_QUERY, 'Words in the title or text'], ...CONTENT_PAGING)
  async search(@CurrentUser() user: AuthenticatedUser | undefined, @Query() raw: Record<string, unknown>) {
    const q = parseContentQuery(raw);
    const params: unknown[] = [];
    const where: string[] = [];
    if (user?.role !== 'admin') {
      params.push(user?.role ?? 'all');
      where.push(`(audience = 'all' OR audience = $${params.length})`, 'published_at <= now()');
    }
    if (q.keywords) {
      params.push(`%${q.keywords.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
      where.push(`(title ILIKE $${params.length} OR body ILIKE $${params.length})`);
    }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ count }] = (await this.dataSource.query(
      `SELECT count(*)::int AS count FROM tenders.announcement ${clause}`,
      params,
    )) as Array<{ count: number }>;
    const rows = (await this.dataSource.query(
      `SELECT ${COLUMNS} FROM tenders.announcement ${clause} ORDER BY pinned DESC, published_at DESC, id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, q.limit, (q.page - 1) * q.limit],
    )) as AnnouncementRow[];
    return { foundAnnouncements: rows.map(view), count, currentPage: q.page, totalPages: Math.ceil(count / q.limit) };
  }

  @Post('add')
  @RequiresPower('content')
  @ApiBearerAuth()
  @HttpCode(201)
  @ApiOperation({ summary: 'Publish an announcement (admins, or staff granted the content power)' })
  async add(@CurrentUser() user: AuthenticatedUser, @Body() dto: CreateAnnouncementRequestDto) {
    const [row] = (await this.dataSource.query(
      `INSERT INTO tenders.announcement (title, body, audience, pinned, published_at, created_by)
       VALUES ($1, $2, $3, $4, coalesce($5::timestamptz, now()), $6) RETURNING ${COLUMNS}`,
      [dto.title.trim(), dto.body, dto.audience ?? 'all', dto.pinned ?? false, dto.publishedAt ?? null, user.id],
    )) as AnnouncementRow[];
    return { announcement: view(row), message: 'Announcement published' };
  }

  @Patch('update/:id')
  @RequiresPower('content')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Edit an announcement (admins, or staff granted the content power)' })
  async update(@Param('id') id: string, @Body() dto: UpdateAnnouncementRequestDto) {
    const set = isUuidParam(id) ? assignments(dto as Record<string, unknown>, FIELDS) : null;
    if (isUuidParam(id) && !set)
      throw new InvalidInputError(
        `Nothing to change: send at least one of ${Object.keys(FIELDS).join(', ')}.`,
        'ANNOUNCEMENT.NOTHING_TO_CHANGE',
      );
    const rows = set
      ? (
          (await this.dataSource.query(
            `UPDATE tenders.announcement SET ${set.sql}, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
            [id, ...set.values],
          )) as [AnnouncementRow[], number]
        )[0]
      : [];
    return { announcement: view(requireFound(rows[0], 'announcement', id)), message: 'Announcement updated' };
  }

  @Delete('delete/:id')
  @RequiresPower('content')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Delete an announcement (admins, or staff granted the content power); answers the deleted announcement' })
  async remove(@Param('id') id: string) {
    const rows = isUuidParam(id)
      ? (
          (await this.dataSource.query(`DELETE FROM tenders.announcement WHERE id = $1 RETURNING ${COLUMNS}`, [id])) as [
            AnnouncementRow[],
            number,
          ]
        )[0]
      : [];
    return { announcement: view(requireFound(rows[0], 'announcement', id)), message: 'Announcement deleted' };
  }
}
