/** Something that runs SQL (a TypeORM DataSource or EntityManager). */
interface Queryable {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/**
 * The oldest transaction still running (xmin of a fresh snapshot): every row written by a transaction a read after
 * this call cannot see has `written_xid` at or above it. Read it before the rows it stands for.
 */
export async function readWriteHorizon(db: Queryable): Promise<string> {
  const [row] = (await db.query(`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS horizon`)) as Array<{ horizon: string }>;
  return row.horizon;
}

/** Where a {@link CaughtUpReadModel} reads from: rows carrying `written_xid` (set by a trigger), one key each. */
export interface CaughtUpSource<Row> {
  /** The write horizon now ({@link readWriteHorizon}), noted before each read. */
  writeHorizon(): Promise<string>;
  /** The keys whose rows were written at or after `horizon` (committed or not). */
  writtenSince(horizon: string): Promise<string[]>;
  /** The rows to hold (every one for null, else those of `keys` still held), read outside any transaction. */
  read(keys: readonly string[] | null): Promise<Row[]>;
  keyOf(row: Row): string;
}

/** Past this many changed keys (or a fifth of those held), a catch-up reads everything again. */
const FULL_READ_AT = 10_000;

/**
 * A read model held in memory, one entry a key: read in full on first use, then brought up to date before each use by
 * re-reading only the keys whose rows were written since the previous read. The rows carry the id of the transaction
 * that wrote them (`written_xid`), and each read first notes the oldest transaction still running, so a write
 * committed after a read is always picked up by the next one, whichever replica consumed its event. Refreshes run one
 * at a time (a caller waits for the one running, then runs its own); a failed one leaves the state as it was (the
 * horizon moves only after a successful read). `changed` is called, within the refresh, whenever entries changed:
 * what a caller derives from them (a sorted list, a snapshot) is built again.
 */
export class CaughtUpReadModel<Row, Entry> {
  private readonly byKey = new Map<string, Entry>();
  private horizon: string | null = null;
  private pending: Promise<void> = Promise.resolve();

  constructor(
    private readonly source: CaughtUpSource<Row>,
    private readonly build: (row: Row) => Entry,
    private readonly changed: () => void = () => undefined,
  ) {}

  /** The entries held, by key (current as of the last {@link refresh}). */
  get entries(): ReadonlyMap<string, Entry> {
    return this.byKey;
  }

  /** How many entries are held. */
  get size(): number {
    return this.byKey.size;
  }

  /** Drops an entry until its rows are written again (a caller's rule says it no longer belongs; no `changed` call). */
  forget(key: string): void {
    this.byKey.delete(key);
  }

  /** Brings the entries up to date. */
  refresh(): Promise<void> {
    const next = this.pending.then(() => this.catchUp());
    this.pending = next.catch(() => undefined);
    return next;
  }

  private async catchUp(): Promise<void> {
    const horizon = await this.source.writeHorizon();
    const changed = this.horizon === null ? null : await this.source.writtenSince(this.horizon);
    if (changed === null || changed.length > Math.max(FULL_READ_AT, this.byKey.size / 5)) {
      const all = await this.source.read(null);
      this.byKey.clear();
      for (const row of all) this.byKey.set(this.source.keyOf(row), this.build(row));
    } else if (!changed.length) {
      this.horizon = horizon;
      return;
    } else {
      const fresh = new Map((await this.source.read(changed)).map((row) => [this.source.keyOf(row), row]));
      for (const key of changed) {
        const row = fresh.get(key);
        // Still held: (re)built; otherwise no longer listed.
        if (row) this.byKey.set(key, this.build(row));
        else this.byKey.delete(key);
      }
    }
    this.changed();
    this.horizon = horizon;
  }
}
