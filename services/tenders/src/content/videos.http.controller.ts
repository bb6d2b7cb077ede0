import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DataSource } from 'typeorm';
import { AuthenticatedUser, CurrentUser, OptionalAuth, RequiresPower } from '@jointly/common/auth';
import { InvalidInputError } from '@jointly/common/errors';
import { CreateVideoRequestDto, UpdateVideoRequestDto } from './content.request.dto';
import { ApiQueryParameters, TEXT_QUERY, CONTENT_PAGING } from '../search/query-parameters';
import { assignments, isUuidParam, parseContentQuery, requireFound } from './content-query';

interface VideoRow {
  id: string;
  title: string;
  description: string | null;
  url: string;
  thumbnail_url: string | null;
  duration_seconds: number | null;
  tags: string[];
  published_at: Date;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = 'id, title, description, url, thumbnail_url, duration_seconds, tags, published_at, created_at, updated_at';
const FIELDS = {
  title: 'title',
  description: 'description',
  url: 'url',
  thumbnailUrl: 'thumbnail_url',
  durationSeconds: 'duration_seconds',
  tags: 'tags',
  publishedAt: 'published_at',
};

const view = (r: VideoRow) => ({
  id: r.id,
  title: r.title,
  description: r.description,
  url: r.url,
  thumbnailUrl: r.thumbnail_url,
  durationSeconds: r.duration_seconds,
  tags: r.tags,
  publishedAt: r.published_at.toISOString(),
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});

/** Help videos (spec: GET /videos/search → { foundVideos, count }); admins manage them. */
@ApiTags('tenders: videos')
@Controller('videos')
export class VideosController {
  constructor(@InjectDataSource('tenders') private readonly dataSource: DataSource) {}

  @Get('search')
  @OptionalAuth()
  @ApiOperation({ summary: 'Videos, newest first; keywords and tag' })
  @ApiQueryParameters(['query', TEXT_QUERY, 'Keywords (web-search syntax)'], ['tag', TEXT_QUERY], ...CONTENT_PAGING)
  async search(@Query() raw: Record<string, unknown>) {
    const q = parseContentQuery(raw, ['tag']);
    const params: unknown[] = [];
    const where: string[] = [];
    if (q.keywords) {
      params.push(q.keywords);
      where.push(`search_vector @@ websearch_to_tsquery('english', $${params.length})`);
    }
    if (q.raw.tag) {
      params.push(q.raw.tag);
      where.push(`$${params.length} = ANY(tags)`);
    }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ count }] = (await this.dataSource.query(`SELECT count(*)::int AS count FROM tenders.video ${clause}`, params)) as Array<{
      count: number;
    }>;
    const rows = (await this.dataSource.query(
      `SELECT ${COLUMNS} FROM tenders.video ${clause} ORDER BY published_at DESC, id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, q.limit, (q.page - 1) * q.limit],
    )) as VideoRow[];
    return { foundVideos: rows.map(view), count, currentPage: q.page, totalPages: Math.ceil(count / q.limit) };
  }

  @Get('view/:id')
  @OptionalAuth()
  @ApiOperation({ summary: 'One video' })
  async viewOne(@Param('id') id: string) {
    const rows = isUuidParam(id)
      ? ((await this.dataSource.query(`SELECT ${COLUMNS} FROM tenders.video WHERE id = $1`, [id])) as VideoRow[])
      : [];
    return view(requireFound(rows[0], 'video', id));
  }

  @Post('add')
  @RequiresPower('content')
  @ApiBearerAuth()
  @HttpCode(201)
  @ApiOperation({ summary: 'Add a video (admins, or staff granted the content power)' })
  async add(@CurrentUser() user: AuthenticatedUser, @Body() dto: CreateVideoRequestDto) {
    const [row] = (await this.dataSource.query(
      `INSERT INTO tenders.video (title, description, url, thumbnail_url, duration_seconds, tags, published_at, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, coalesce($7::timestamptz, now()), $8) RETURNING ${COLUMNS}`,
      [
        dto.title.trim(),
        dto.description ?? null,
        dto.url,
        dto.thumbnailUrl ?? null,
        dto.durationSeconds ?? null,
        dto.tags ?? [],
        dto.publishedAt ?? null,
        user.id,
      ],
    )) as VideoRow[];
    return { video: view(row), message: 'Video added' };
  }

  @Patch('update/:id')
  @RequiresPower('content')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Edit a video (admins, or staff granted the content power)' })
  async update(@Param('id') id: string, @Body() dto: UpdateVideoRequestDto) {
    const set = isUuidParam(id) ? assignments(dto as Record<string, unknown>, FIELDS) : null;
    if (isUuidParam(id) && !set)
      throw new InvalidInputError(`Nothing to change: send at least one of ${Object.keys(FIELDS).join(', ')}.`, 'VIDEO.NOTHING_TO_CHANGE');
    const rows = set
      ? (
          (await this.dataSource.query(`UPDATE tenders.video SET ${set.sql}, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`, [
            id,
            ...set.values,
          ])) as [VideoRow[], number]
        )[0]
      : [];
    return { video: view(requireFound(rows[0], 'video', id)), message: 'Video updated' };
  }

  @Delete('delete/:id')
  @RequiresPower('content')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Delete a video (admins, or staff granted the content power); answers the deleted video' })
  async remove(@Param('id') id: string) {
    const rows = isUuidParam(id)
      ? ((await this.dataSource.query(`DELETE FROM tenders.video WHERE id = $1 RETURNING ${COLUMNS}`, [id])) as [VideoRow[], number])[0]
      : [];
    return { video: view(requireFound(rows[0], 'video', id)), message: 'Video deleted' };
  }
}
