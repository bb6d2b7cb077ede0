import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@jointly/common/config';
import { NotFoundError } from '@jointly/common/errors';

/** One row of the console's `tender-feeds` resource. */
export interface TenderFeedStatus {
  id: string;
  kind: 'feed' | 'import';
  source: string;
  /** Where the next run starts: the page an interrupted run stopped at, else the updated-since date. */
  cursor: string | null;
  lastRunAt: string | null;
  lastSuccessAt: string | null;
  lastError: string | null;
  /** Per-run counters are not stored by the feed ingester yet (null); pages and releases read are. */
  created: number | null;
  updated: number | null;
  unchanged: number | null;
  rejected: number | null;
  pagesRead: number;
  releasesRead: number;
  /** Last run start + TENDER_FEED_POLL_SECONDS (null before the first run). */
  nextRunAt: string | null;
  /** Some replica holds the feed's advisory lock right now. */
  running: boolean;
}

interface CursorRow {
  feed_url: string;
  updated_since: Date | null;
  next_page_url: string | null;
  run_started_at: Date | null;
  last_success_at: Date | null;
  last_error: string | null;
  pages_read: string;
  releases_read: string;
  running: boolean;
}

export const feedId = (url: string) => `feed-${createHash('sha256').update(url).digest('hex').slice(0, 16)}`;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Read-only view of the OCDS feed ingester (TENDER_FEED_URLS): its stored cursor per feed and whether a replica is
 * reading it now (the ingester's advisory lock `jointly-tenders-feed:<url>`, seen in pg_locks).
 */
@Injectable()
export class TenderFeedStatusReader {
  constructor(
    @InjectDataSource('tenders') private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(): Promise<TenderFeedStatus[]> {
    const urls = this.config.tenderFeedUrls;
    if (!urls.length) return [];
    const rows = (await this.dataSource.query(
      `SELECT u.url AS feed_url, c.updated_since, c.next_page_url, c.run_started_at, c.last_success_at, c.last_error,
              coalesce(c.pages_read, 0) AS pages_read, coalesce(c.releases_read, 0) AS releases_read,
              EXISTS (SELECT 1 FROM pg_locks l
                       WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 1
                         AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
                         AND ((l.classid::bigint << 32) | l.objid::bigint) = hashtext('jointly-tenders-feed:' || u.url)::bigint) AS running
         FROM unnest($1::text[]) WITH ORDINALITY AS u(url, n)
         LEFT JOIN tenders.feed_cursor c ON c.feed_url = u.url
        ORDER BY u.n`,
      [urls],
    )) as CursorRow[];
    const intervalMs = this.config.tenderFeedPollSeconds * 1000;
    return rows.map((r) => ({
      id: feedId(r.feed_url),
      kind: 'feed',
      source: r.feed_url,
      cursor: r.next_page_url ?? iso(r.updated_since),
      lastRunAt: iso(r.run_started_at),
      lastSuccessAt: iso(r.last_success_at),
      lastError: r.last_error,
      created: null,
      updated: null,
      unchanged: null,
      rejected: null,
      pagesRead: Number(r.pages_read),
      releasesRead: Number(r.releases_read),
      nextRunAt: r.run_started_at ? new Date(r.run_started_at.getTime() + intervalMs).toISOString() : null,
      running: r.running,
    }));
  }

  async get(id: string): Promise<TenderFeedStatus> {
    const found = (await this.list()).find((f) => f.id === id);
    if (!found) throw new NotFoundError(`No tender feed ${id}.`, 'TENDER_FEED.NOT_FOUND');
    return found;
  }
}
