import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '@jointly/common/config';
import { OutboxService } from '@jointly/common/events';
import { ImportSummary, TenderImporter, emptySummary } from '../import/tender-importer';
import { PeriodicJob } from '../jobs/periodic-job';
import { ImportRunLog } from '../import/import-run-log';

/** Most pages one run reads from one feed (the next run continues from the stored page). */
const MAX_PAGES_PER_RUN = 2_000;
const SINCE_PARAMS = ['updatedFrom', 'publishedFrom', 'updatedSince', 'since'];

/**
 * The first page of a run: the configured URL with the updated-since cursor set. Find a Tender takes `updatedFrom`,
 * Contracts Finder `publishedFrom` (both as `yyyy-mm-ddThh:mm:ss`); a parameter already in the URL is reused.
 */
export function firstPageUrl(feedUrl: string, since: Date | null): string {
  if (!since) return feedUrl;
  const url = new URL(feedUrl);
  const param =
    SINCE_PARAMS.find((p) => url.searchParams.has(p)) ?? (/contractsfinder/i.test(url.hostname) ? 'publishedFrom' : 'updatedFrom');
  url.searchParams.set(param, since.toISOString().replace(/\.\d{3}Z$/, ''));
  return url.toString();
}

export interface FeedRunResult {
  feedUrl: string;
  pages: number;
  summary: ImportSummary;
  /** Where the next run starts: a page to resume from, or null (the run completed). */
  nextPageUrl: string | null;
  error: string | null;
  skipped?: 'locked';
}

interface CursorRow {
  feed_url: string;
  updated_since: Date | null;
  next_page_url: string | null;
}

/**
 * Polls the configured OCDS feeds (TENDER_FEED_URLS) every TENDER_FEED_POLL_SECONDS: follows `links.next` page by
 * page, imports each page (same importer as the CLI), and stores after every page where to go on, so a restart
 * resumes mid-run. A completed run moves the updated-since cursor to the newest release date it read. One replica
 * at a time reads a feed (advisory lock).
 */
@Injectable()
export class FeedIngester extends PeriodicJob {
  protected readonly intervalMs: number;
  private readonly importer: TenderImporter;
  private readonly runs: ImportRunLog;

  constructor(
    @InjectDataSource('tenders') private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    outbox: OutboxService,
  ) {
    super();
    this.intervalMs = config.tenderFeedPollSeconds * 1000;
    this.importer = new TenderImporter(dataSource, outbox);
    this.runs = new ImportRunLog(dataSource);
  }

  protected override enabled(): boolean {
    return this.config.tenderFeedUrls.length > 0;
  }

  protected override firstRunDelayMs(): number {
    return 10_000;
  }

  async runOnce(): Promise<FeedRunResult[]> {
    const results: FeedRunResult[] = [];
    for (const url of this.config.tenderFeedUrls) results.push(await this.runFeed(url));
    return results;
  }

  /** Reads one feed from its cursor until the last page (or a failure, which is stored and retried next run). */
  async runFeed(feedUrl: string, fetchImpl: typeof fetch = fetch): Promise<FeedRunResult> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    const lockKey = `jointly-tenders-feed:${feedUrl}`;
    const summary = emptySummary();
    try {
      const [{ locked }] = (await runner.query('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [lockKey])) as Array<{
        locked: boolean;
      }>;
      if (!locked) return { feedUrl, pages: 0, summary, nextPageUrl: null, error: null, skipped: 'locked' };
      const runId = await this.runs.start('feed', feedUrl);
      try {
        await this.dataSource.query('INSERT INTO tenders.feed_cursor (feed_url) VALUES ($1) ON CONFLICT DO NOTHING', [feedUrl]);
        const [cursor] = (await this.dataSource.query(
          'SELECT feed_url, updated_since, next_page_url FROM tenders.feed_cursor WHERE feed_url = $1',
          [feedUrl],
        )) as CursorRow[];
        let pageUrl: string | null = cursor.next_page_url ?? firstPageUrl(feedUrl, cursor.updated_since);
        if (!cursor.next_page_url) {
          await this.dataSource.query('UPDATE tenders.feed_cursor SET run_started_at = now(), updated_at = now() WHERE feed_url = $1', [
            feedUrl,
          ]);
        }
        let pages = 0;
        let releasesBefore = 0;
        const seen = new Set<string>();
        while (pageUrl && pages < MAX_PAGES_PER_RUN) {
          if (seen.has(pageUrl)) break; // a feed whose next link points back to a page already read
          seen.add(pageUrl);
          let meta: Record<string, unknown>;
          try {
            meta = await this.readPage(pageUrl, summary, fetchImpl);
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            await this.dataSource.query(
              'UPDATE tenders.feed_cursor SET next_page_url = $2, last_error = $3, updated_at = now() WHERE feed_url = $1',
              [feedUrl, pageUrl, message.slice(0, 1000)],
            );
            this.logger.warn(`feed ${feedUrl}: page ${pageUrl} failed (${message}); the next run resumes there`);
            await this.runs.finish(runId, summary, `page ${pageUrl} failed: ${message}`);
            return { feedUrl, pages, summary, nextPageUrl: pageUrl, error: message };
          }
          pages++;
          const links = meta.links as { next?: unknown } | undefined;
          const next = typeof links?.next === 'string' && /^https?:\/\//.test(links.next) ? links.next : null;
          await this.dataSource.query(
            `UPDATE tenders.feed_cursor SET next_page_url = $2, pages_read = pages_read + 1, releases_read = releases_read + $3, updated_at = now()
             WHERE feed_url = $1`,
            [feedUrl, next, summary.releases - releasesBefore],
          );
          releasesBefore = summary.releases;
          pageUrl = next;
        }
        if (!pageUrl) {
          await this.dataSource.query(
            `UPDATE tenders.feed_cursor
             SET updated_since = GREATEST(updated_since, $2::timestamptz), next_page_url = NULL, last_success_at = now(), last_error = NULL, updated_at = now()
             WHERE feed_url = $1`,
            [feedUrl, summary.latestReleaseDate],
          );
        }
        if (summary.created || summary.updated) {
          this.logger.log(`feed ${feedUrl}: ${pages} page(s), ${summary.created} new and ${summary.updated} updated tender release(s)`);
        }
        await this.runs.finish(runId, summary);
        return { feedUrl, pages, summary, nextPageUrl: pageUrl, error: null };
      } catch (error) {
        await this.runs.finish(runId, summary, error instanceof Error ? error.message : String(error)).catch(() => undefined);
        throw error;
      } finally {
        await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [lockKey]).catch(() => undefined);
      }
    } finally {
      await runner.release();
    }
  }

  private async readPage(url: string, summary: ImportSummary, fetchImpl: typeof fetch): Promise<Record<string, unknown>> {
    const response = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(60_000) });
    if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
    const stream = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream<Uint8Array>);
    return this.importer.importStream(stream, url, summary);
  }
}
