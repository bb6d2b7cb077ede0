import type { DataSource } from 'typeorm';
import type { ImportSummary } from './tender-importer';

export type ImportRunKind = 'feed' | 'import' | 'demo';

/** How many rejections a run keeps for the console (the CLI prints them all). */
const REJECTIONS_KEPT = 20;
/** Runs older than this are forgotten when a new one starts. */
const KEEP_DAYS = 90;
/** A run still 'running' after this long was interrupted (no import of ours takes that long). */
const STALE_HOURS = 12;

/**
 * The record of imports (tenders.import_run): each feed run, CLI import and demo seeding starts a row and finishes it
 * with the summary's counts or the error that stopped it, so operators see in the console what came in and when.
 */
export class ImportRunLog {
  constructor(private readonly dataSource: DataSource) {}

  async start(kind: ImportRunKind, source: string): Promise<string> {
    await this.dataSource.query(`DELETE FROM tenders.import_run WHERE started_at < now() - make_interval(days => ${KEEP_DAYS})`);
    // A process killed mid-import never finished its row.
    await this.dataSource.query(
      `UPDATE tenders.import_run SET status = 'failed', finished_at = now(), error = 'interrupted: the importing process stopped before it finished'
        WHERE status = 'running' AND started_at < now() - interval '${STALE_HOURS} hours'`,
    );
    const [row] = (await this.dataSource.query('INSERT INTO tenders.import_run (kind, source) VALUES ($1, $2) RETURNING id', [
      kind,
      source.slice(0, 2000),
    ])) as Array<{ id: string }>;
    return row.id;
  }

  async finish(id: string, summary: ImportSummary, error: string | null = null): Promise<void> {
    const rejections = [
      ...summary.failedSources.map((f) => ({ source: f.source, where: 'opening the input', reason: f.reason })),
      ...summary.rejections,
    ].slice(0, REJECTIONS_KEPT);
    await this.dataSource.query(
      `UPDATE tenders.import_run
          SET status = $2, finished_at = now(), releases = $3, created = $4, updated = $5, unchanged = $6, skipped = $7,
              rejected = $8, rejections = $9::jsonb, error = $10
        WHERE id = $1`,
      [
        id,
        error ? 'failed' : 'succeeded',
        summary.releases,
        summary.created,
        summary.updated,
        summary.unchanged,
        summary.skipped,
        summary.rejected + summary.failedSources.length,
        JSON.stringify(rejections),
        error?.slice(0, 2000) ?? null,
      ],
    );
  }
}
