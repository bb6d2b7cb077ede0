import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@jointly/common/config';
import { NotFoundError } from '@jointly/common/errors';

/** One row of the console's `tender-feeds` resource. */
export interface TenderFeedStatus {
  id: string;
  kind: 'feed' | 'import' | 'demo';
  source: string;
  /** Where the next run starts: the page an interrupted run stopped at, else the updated-since date. */
  cursor: string | null;
  lastRunAt: string | null;
  lastSuccessAt: string | null;
  lastError: string | null;
  /** Counts of the last finished run (null before one finished). */
  created: number | null;
  updated: number | null;
  unchanged: number | null;
  rejected: number | null;
  skipped: number | null;
  /** Feeds: pages read over all runs; imports: null. */
  pagesRead: number | null;
  /** Feeds: releases read over all runs; imports: releases of the run. */
  releasesRead: number;
  /** What the last finished run could not read (at most 20). */
  rejections: Array<{ source: string; where: string; reason: string }>;
  /** Feeds: last run start + TENDER_FEED_POLL_SECONDS (null before the first run); imports: null. */
  nextRunAt: string | null;
  /** Some replica holds the feed's advisory lock right now. */
  running: boolean;
}

interface RunRow {
  id: string;
  kind: 'feed' | 'import' | 'demo';
  source: string;
  status: 'running' | 'succeeded' | 'failed';
  started_at: Date;
  finished_at: Date | null;
  releases: number;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  rejected: number;
  rejections: TenderFeedStatus['rejections'];
  error: string | null;
}

/** How many recent manual imports and demo seedings the resource lists. */
const RECENT_IMPORTS = 50;

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
const importId = (runId: string) => `import-${runId}`;
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

  /** The configured feeds (with their last finished run's counts), then recent manual imports and demo seedings. */
  async list(): Promise<TenderFeedStatus[]> {
    return [...(await this.feeds()), ...(await this.imports())];
  }

  private async feeds(): Promise<TenderFeedStatus[]> {
    const urls = this.config.tenderFeedUrls;
    if (!urls.length) return [];
    const rows = (await this.dataSource.query(
      `SELECT u.url AS feed_url, c.updated_since, c.next_page_url, c.run_started_at, c.last_success_at, c.last_error,
              coalesce(c.pages_read, 0) AS pages_read, coalesce(c.releases_read, 0) AS releases_read,
              EXISTS (SELECT 1 FROM pg_locks l
                       WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 1
                         AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
                         AND ((l.classid::bigint << 32) | l.objid::bigint) = hashtext('jointly-tenders-feed:' || u.url)::bigint) AS running,
              to_jsonb(r) AS last_run
         FROM unnest($1::text[]) WITH ORDINALITY AS u(url, n)
         LEFT JOIN tenders.feed_cursor c ON c.feed_url = u.url
         LEFT JOIN LATERAL (SELECT * FROM tenders.import_run r
                             WHERE r.kind = 'feed' AND r.source = u.url AND r.status <> 'running'
                             ORDER BY r.started_at DESC LIMIT 1) r ON true
        ORDER BY u.n`,
      [urls],
    )) as Array<CursorRow & { last_run: (Omit<RunRow, 'started_at' | 'finished_at'> & { started_at: string }) | null }>;
    const intervalMs = this.config.tenderFeedPollSeconds * 1000;
    return rows.map((r) => ({
      id: feedId(r.feed_url),
      kind: 'feed',
      source: r.feed_url,
      cursor: r.next_page_url ?? iso(r.updated_since),
      lastRunAt: iso(r.run_started_at),
      lastSuccessAt: iso(r.last_success_at),
      lastError: r.last_error,
      created: r.last_run?.created ?? null,
      updated: r.last_run?.updated ?? null,
      unchanged: r.last_run?.unchanged ?? null,
      rejected: r.last_run?.rejected ?? null,
      skipped: r.last_run?.skipped ?? null,
      pagesRead: Number(r.pages_read),
      releasesRead: Number(r.releases_read),
      rejections: r.last_run?.rejections ?? [],
      nextRunAt: r.run_started_at ? new Date(r.run_started_at.getTime() + intervalMs).toISOString() : null,
      running: r.running,
    }));
  }

  private async imports(): Promise<TenderFeedStatus[]> {
    const rows = (await this.dataSource.query(
      `SELECT * FROM tenders.import_run WHERE kind <> 'feed' ORDER BY started_at DESC LIMIT ${RECENT_IMPORTS}`,
    )) as RunRow[];
    return rows.map((r) => ({
      id: importId(r.id),
      kind: r.kind,
      source: r.source,
      cursor: null,
      lastRunAt: iso(r.started_at),
      lastSuccessAt: r.status === 'succeeded' ? iso(r.finished_at) : null,
      lastError: r.error,
      created: r.status === 'running' ? null : r.created,
      updated: r.status === 'running' ? null : r.updated,
      unchanged: r.status === 'running' ? null : r.unchanged,
      rejected: r.status === 'running' ? null : r.rejected,
      skipped: r.status === 'running' ? null : r.skipped,
      pagesRead: null,
      releasesRead: r.releases,
      rejections: r.rejections ?? [],
      nextRunAt: null,
      running: r.status === 'running',
    }));
  }

  async get(id: string): Promise<TenderFeedStatus> {
    const found = (await this.list()).find((f) => f.id === id);
    if (!found) throw new NotFoundError(`No tender feed ${id}.`, 'TENDER_FEED.NOT_FOUND');
    return found;
  }
}
