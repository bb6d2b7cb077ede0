import { openTenderSql } from '@jointly/contracts';
import type { SqlRunner } from '../sql-runner';
import { INDEX_COLUMNS, OpenTenderIndex, type IndexRow } from './open-tender-index';
import { FILTER_COLUMNS, TenderFilterIndex, type FilterRow } from './tender-filter-index';

/** Rows changed in a transaction that started this long before the previous refresh are re-read anyway. */
const OVERLAP_SECONDS = 60;
/** An incremental catch-up this often even without a change signal (and it drops tenders closed by the clock). */
const CATCH_UP_MS = 15 * 60_000;

/**
 * Where the next incremental read starts: before every row a transaction still running now may write. `updated_at`
 * is that transaction's `now()` (its start: the column's default on INSERT, the tender_updated_at trigger on UPDATE), so
 * the oldest running transaction's start bounds every row not yet visible to a read that follows; the overlap is kept
 * as a floor. Only client backends count (autovacuum writes no tender).
 */
export const CATCH_UP_FROM_SQL = `SELECT least(now() - interval '${OVERLAP_SECONDS} seconds',
  (SELECT min(xact_start) FROM pg_stat_activity WHERE backend_type = 'client backend'))::text AS at`;

/** A full re-read compacts the index once it holds more dead slots (replaced or removed tenders) than live ones. */
export function needsCompaction(index: { size: number; deadSlots: number }): boolean {
  return index.deadSlots > 1_000 && index.deadSlots > index.size;
}

/** What a synced index is: rows in (`upsert` adds or replaces, and may drop rows outside its scope), dead slots out. */
export interface SyncedIndex<Row> {
  upsert(row: Row, now: Date): void;
  /** Drops what the clock moved out of the index's scope (open tenders that closed); answers how many. */
  prune(now: Date): number;
  readonly size: number;
  readonly deadSlots: number;
}

/** Where an index's rows come from. */
export interface IndexSource<I extends SyncedIndex<Row>, Row> {
  create(): I;
  /** The columns read (aliased `t`) and the rows of a full read (a condition on `t`). */
  columns: string;
  scope: string;
  /** Full reads go in batches of this many rows in id order (a large index never holds the whole table's rows at once). */
  batchRows?: number;
  /** Called on a fully read index before searches use it. */
  complete?: (index: I) => Promise<I>;
}

/**
 * Keeps an in-process index of tenders equal to the database (the truth). A change — signalled by the writers of this
 * process right after their commit, and by the tenders trigger's NOTIFY for every other writer — makes the index
 * stale; the next search waits for one refresh that re-reads the rows updated since the previous refresh (with an
 * marker {@link CATCH_UP_FROM_SQL} taken before the previous read), so a writer's own next search sees its change; every
 * 15 minutes the same catch-up runs without a signal. Only the start, a DELETE or TRUNCATE (a removed row leaves no
 * marker), a (re)connected change feed (a signal may be lost) and a compaction (more dead slots than live ones)
 * re-read everything into a new index that replaces the old one when complete; searches meanwhile go to PostgreSQL
 * (never to a stale index, never waiting for the whole table), as they do until the first full read completes and
 * while the change feed is down.
 */
export class TenderIndexSync<I extends SyncedIndex<Row>, Row = unknown> {
  private current: I;
  private fullRunning = false;
  private changeSeq = 0;
  private appliedSeq = -1;
  private fullNeeded = true;
  private connected = false;
  private since: string | null = null;
  private lastRead = 0;
  private refreshing: Promise<void> | null = null;
  /** Counters for the benchmark and the logs. */
  readonly stats = { fullRebuilds: 0, incremental: 0, rowsRead: 0, lastFullMs: 0 };

  constructor(
    private readonly db: SqlRunner,
    private readonly source: IndexSource<I, Row>,
    private readonly now: () => number = Date.now,
  ) {
    this.current = source.create();
  }

  /** The index searches read (replaced whole by each full re-read). */
  get index(): I {
    return this.current;
  }

  /** True when searches may be answered from the index (change feed connected, built at least once). */
  get ready(): boolean {
    return this.connected && this.appliedSeq >= 0;
  }

  /** A change committed (payload: the trigger's operation; none after a (re)connect, when anything may have been missed). */
  changed(operation?: string): void {
    this.changeSeq++;
    if (operation === undefined || operation === '' || operation === 'DELETE' || operation === 'TRUNCATE') this.fullNeeded = true;
  }

  /** The change feed is up (a full read follows) or down (searches bypass the index until it is back). */
  feedConnected(up: boolean): void {
    this.connected = up;
    if (up) this.changed();
  }

  /**
   * True once every change signalled before the call is in the index (waiting for an incremental refresh, which reads
   * only the rows changed); false at once while a full re-read is due or running (it is started in the background) —
   * the caller then searches PostgreSQL instead of waiting seconds for the whole table.
   */
  async fresh(): Promise<boolean> {
    if (this.appliedSeq >= 0 && this.now() - this.lastRead > CATCH_UP_MS) this.changed('UPDATE');
    const target = this.changeSeq;
    while (this.appliedSeq < target) {
      if (this.fullNeeded || this.fullRunning) {
        this.refreshNow().catch(() => undefined); // the next search retries; SearchIndexesService logs a failed start
        return false;
      }
      await this.refreshNow();
    }
    return true;
  }

  /** Runs (or joins) the pending refresh. */
  refreshNow(): Promise<void> {
    return (this.refreshing ??= this.refresh().finally(() => (this.refreshing = null)));
  }

  private async refresh(): Promise<void> {
    const seq = this.changeSeq;
    const full = this.fullNeeded || this.since === null;
    this.fullNeeded = false;
    this.fullRunning = full;
    try {
      const [{ at }] = (await this.db.query(CATCH_UP_FROM_SQL)) as Array<{ at: string }>;
      if (full || this.since === null) {
        const started = this.now();
        const next = this.source.create();
        const now = new Date(this.now());
        const { columns, scope, batchRows } = this.source;
        if (!batchRows) {
          const rows = (await this.db.query(`SELECT ${columns} FROM tenders.tender t WHERE ${scope}`)) as Row[];
          for (const row of rows) next.upsert(row, now);
          this.stats.rowsRead += rows.length;
        } else {
          for (let after = '00000000-0000-0000-0000-000000000000'; ;) {
            const rows = (await this.db.query(
              `SELECT ${columns} FROM tenders.tender t WHERE ${scope} AND t.id > $1::uuid ORDER BY t.id LIMIT ${batchRows}`,
              [after],
            )) as Array<Row & { id: string }>;
            for (const row of rows) next.upsert(row, now);
            this.stats.rowsRead += rows.length;
            if (rows.length < batchRows) break;
            after = rows[rows.length - 1].id;
          }
        }
        this.current = this.source.complete ? await this.source.complete(next) : next;
        this.stats.fullRebuilds++;
        this.stats.lastFullMs = this.now() - started;
      } else {
        const rows = (await this.db.query(`SELECT ${this.source.columns} FROM tenders.tender t WHERE t.updated_at > $1::timestamptz`, [
          this.since,
        ])) as Row[];
        const now = new Date(this.now());
        for (const row of rows) this.index.upsert(row, now);
        this.index.prune(now);
        this.stats.incremental++;
        this.stats.rowsRead += rows.length;
        if (needsCompaction(this.index)) this.fullNeeded = true;
      }
      this.lastRead = this.now();
      this.since = at;
      this.appliedSeq = seq;
    } catch (error) {
      this.fullNeeded ||= full;
      throw error;
    } finally {
      this.fullRunning = false;
    }
  }
}

/** The open tenders' index (OpenTenderIndex), read whole in one statement (a few percent of the table). */
export const OPEN_TENDERS: IndexSource<OpenTenderIndex, IndexRow> = {
  create: () => new OpenTenderIndex(),
  columns: INDEX_COLUMNS,
  scope: openTenderSql('t'),
};

/** Keeps the open-tender index (see TenderIndexSync). */
export class OpenTenderIndexSync extends TenderIndexSync<OpenTenderIndex, IndexRow> {
  constructor(db: SqlRunner, now: () => number = Date.now) {
    super(db, OPEN_TENDERS, now);
  }
}

/**
 * Every tender's filter columns (TenderFilterIndex), read in batches (a million tenders' rows at once are ~1 GB of
 * objects; a batch's rows are indexed in a few ms, so requests keep being served), then renumbered by CPV division.
 */
export const EVERY_TENDER: IndexSource<TenderFilterIndex, FilterRow> = {
  create: () => new TenderFilterIndex(),
  columns: FILTER_COLUMNS,
  scope: 'true',
  batchRows: 5_000,
  complete: (index) => index.cluster(),
};
