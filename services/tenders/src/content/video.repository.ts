import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { assignments, isUuidParam } from './content-query';
import type { VideoRow } from './video.view';

export { videoView, type VideoRow, type VideoView } from './video.view';

/** Request field → column, for every field an edit may change. */
export const VIDEO_FIELDS = {
  title: 'title',
  description: 'description',
  url: 'url',
  thumbnailUrl: 'thumbnail_url',
  durationSeconds: 'duration_seconds',
  tags: 'tags',
  publishedAt: 'published_at',
};

const COLUMNS = 'id, title, description, url, thumbnail_url, duration_seconds, tags, published_at, created_at, updated_at';

export interface VideoSearch {
  keywords: string | null;
  tag: string | null;
  page: number;
  limit: number;
}

export interface NewVideo {
  title: string;
  description: string | null;
  url: string;
  thumbnailUrl: string | null;
  durationSeconds: number | null;
  tags: string[];
  /** Null: now. */
  publishedAt: string | null;
  createdBy: string;
}

/** tenders.video: help videos. */
@Injectable()
export class VideoRepository {
  constructor(@InjectDataSource('tenders') private readonly dataSource: DataSource) {}

  /** Newest first. */
  async search(search: VideoSearch): Promise<{ rows: VideoRow[]; count: number }> {
    const params: unknown[] = [];
    const where: string[] = [];
    if (search.keywords) {
      params.push(search.keywords);
      where.push(`search_vector @@ websearch_to_tsquery('english', $${params.length})`);
    }
    if (search.tag) {
      params.push(search.tag);
      where.push(`$${params.length} = ANY(tags)`);
    }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ count }] = (await this.dataSource.query(`SELECT count(*)::int AS count FROM tenders.video ${clause}`, params)) as Array<{
      count: number;
    }>;
    const rows = (await this.dataSource.query(
      `SELECT ${COLUMNS} FROM tenders.video ${clause} ORDER BY published_at DESC, id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, search.limit, (search.page - 1) * search.limit],
    )) as VideoRow[];
    return { rows, count };
  }

  /** By id; null for an unknown or malformed one. */
  async findById(id: string): Promise<VideoRow | null> {
    if (!isUuidParam(id)) return null;
    const rows = (await this.dataSource.query(`SELECT ${COLUMNS} FROM tenders.video WHERE id = $1`, [id])) as VideoRow[];
    return rows[0] ?? null;
  }

  async insert(video: NewVideo): Promise<VideoRow> {
    const [row] = (await this.dataSource.query(
      `INSERT INTO tenders.video (title, description, url, thumbnail_url, duration_seconds, tags, published_at, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, coalesce($7::timestamptz, now()), $8) RETURNING ${COLUMNS}`,
      [
        video.title,
        video.description,
        video.url,
        video.thumbnailUrl,
        video.durationSeconds,
        video.tags,
        video.publishedAt,
        video.createdBy,
      ],
    )) as VideoRow[];
    return row;
  }

  /** Writes the fields present in `changes` (VIDEO_FIELDS names, at least one); null when the video is unknown. */
  async update(id: string, changes: Record<string, unknown>): Promise<VideoRow | null> {
    const set = assignments(changes, VIDEO_FIELDS);
    if (!set || !isUuidParam(id)) return null;
    // TypeORM answers an UPDATE with [rows, rowCount].
    const [rows] = (await this.dataSource.query(
      `UPDATE tenders.video SET ${set.sql}, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, ...set.values],
    )) as [VideoRow[], number];
    return rows[0] ?? null;
  }

  /** Deletes and answers the deleted row; null for an unknown or malformed id. */
  async delete(id: string): Promise<VideoRow | null> {
    if (!isUuidParam(id)) return null;
    const [rows] = (await this.dataSource.query(`DELETE FROM tenders.video WHERE id = $1 RETURNING ${COLUMNS}`, [id])) as [
      VideoRow[],
      number,
    ];
    return rows[0] ?? null;
  }
}
