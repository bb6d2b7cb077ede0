import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import { qualify } from '../schema/sql-names';

/** Lifecycle of a dead letter: waiting for an operator, replayed successfully, or discarded. */
export type DeadLetterStatus = 'open' | 'replayed' | 'discarded';

/** A parked event, as the ops console shows it. */
export interface DeadLetter {
  id: string;
  consumer: string;
  topic: string;
  eventId: string | null;
  eventType: string | null;
  envelope: unknown;
  error: string;
  attempts: number;
  status: DeadLetterStatus;
  createdAt: string;
  updatedAt: string;
  replayedAt: string | null;
  discardedAt: string | null;
}

/** Filters and paging of {@link DeadLetterStore.list}. */
export interface DeadLetterQuery {
  status?: DeadLetterStatus | 'all';
  consumer?: string;
  limit?: number;
  offset?: number;
}

/** What a new dead letter records. */
export interface NewDeadLetter {
  consumer: string;
  topic: string;
  eventId: string | null;
  eventType: string | null;
  envelope: unknown;
  error: string;
  attempts: number;
}

interface Row {
  id: string;
  consumer: string;
  topic: string;
  event_id: string | null;
  event_type: string | null;
  envelope: unknown;
  error: string;
  attempts: number;
  created_at: Date;
  updated_at: Date;
  replayed_at: Date | null;
  discarded_at: Date | null;
}

const STATUS_SQL: Record<DeadLetterStatus, string> = {
  open: 'replayed_at IS NULL AND discarded_at IS NULL',
  replayed: 'replayed_at IS NOT NULL',
  discarded: 'discarded_at IS NOT NULL',
};

function toDeadLetter(row: Row): DeadLetter {
  return {
    id: row.id,
    consumer: row.consumer,
    topic: row.topic,
    eventId: row.event_id,
    eventType: row.event_type,
    envelope: row.envelope,
    error: row.error,
    attempts: row.attempts,
    status: row.replayed_at ? 'replayed' : row.discarded_at ? 'discarded' : 'open',
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    replayedAt: row.replayed_at?.toISOString() ?? null,
    discardedAt: row.discarded_at?.toISOString() ?? null,
  };
}

/** The SQL over a schema's `dead_letter` table. */
export class DeadLetterStore {
  private readonly table: string;

  constructor(
    private readonly dataSource: DataSource,
    readonly schema: string,
  ) {
    this.table = qualify(schema, 'dead_letter');
  }

  /** Parks an event; a second failure of the same open (consumer, event) adds its attempts to the open row. */
  async add(letter: NewDeadLetter): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO ${this.table} (id, consumer, topic, event_id, event_type, envelope, error, attempts)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, left($7, 4000), $8)
       ON CONFLICT (consumer, event_id) WHERE replayed_at IS NULL AND discarded_at IS NULL
       DO UPDATE SET attempts = ${this.table}.attempts + EXCLUDED.attempts, error = EXCLUDED.error, updated_at = clock_timestamp()`,
      [
        randomUUID(),
        letter.consumer,
        letter.topic,
        letter.eventId,
        letter.eventType,
        JSON.stringify(letter.envelope),
        letter.error,
        letter.attempts,
      ],
    );
  }

  /** Newest first. */
  async list(query: DeadLetterQuery = {}): Promise<{ items: DeadLetter[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    const status = query.status ?? 'open';
    if (status !== 'all') where.push(STATUS_SQL[status]);
    if (query.consumer) {
      params.push(query.consumer);
      where.push(`consumer = $${params.length}`);
    }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const limit = Math.min(Math.max(query.limit ?? 50, 1), 500);
    const offset = Math.max(query.offset ?? 0, 0);
    const [rows, count] = await Promise.all([
      this.dataSource.query(
        `SELECT * FROM ${this.table} ${clause} ORDER BY created_at DESC, id LIMIT ${limit} OFFSET ${offset}`,
        params,
      ) as Promise<Row[]>,
      this.dataSource.query(`SELECT count(*)::int AS total FROM ${this.table} ${clause}`, params) as Promise<Array<{ total: number }>>,
    ]);
    return { items: rows.map(toDeadLetter), total: count[0]?.total ?? 0 };
  }

  /** One dead letter, or null. */
  async get(id: string): Promise<DeadLetter | null> {
    if (!isUuid(id)) return null;
    const rows: Row[] = await this.dataSource.query(`SELECT * FROM ${this.table} WHERE id = $1`, [id]);
    return rows[0] ? toDeadLetter(rows[0]) : null;
  }

  /** Locks one dead letter in the runner's transaction. */
  async lock(runner: QueryRunner, id: string): Promise<DeadLetter | null> {
    if (!isUuid(id)) return null;
    const rows: Row[] = await runner.query(`SELECT * FROM ${this.table} WHERE id = $1 FOR UPDATE`, [id]);
    return rows[0] ? toDeadLetter(rows[0]) : null;
  }

  /** Marks a dead letter replayed (in the replaying transaction). */
  async markReplayed(runner: QueryRunner, id: string): Promise<void> {
    await runner.query(`UPDATE ${this.table} SET replayed_at = clock_timestamp(), updated_at = clock_timestamp() WHERE id = $1`, [id]);
  }

  /** Records a failed replay. */
  async recordReplayFailure(id: string, error: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE ${this.table} SET attempts = attempts + 1, error = left($2, 4000), updated_at = clock_timestamp() WHERE id = $1`,
      [id, error],
    );
  }

  /** Marks an open dead letter discarded (in `manager`'s transaction when given); false when it is not open (or does not exist). */
  async discard(id: string, manager?: EntityManager): Promise<boolean> {
    if (!isUuid(id)) return false;
    const result: [unknown[], number] = await (manager ?? this.dataSource).query(
      `UPDATE ${this.table} SET discarded_at = clock_timestamp(), updated_at = clock_timestamp()
        WHERE id = $1 AND ${STATUS_SQL.open}`,
      [id],
    );
    return (result[1] ?? 0) > 0;
  }

  /** Open dead letters, per consumer. */
  async countOpen(): Promise<Record<string, number>> {
    const rows: Array<{ consumer: string; n: number }> = await this.dataSource.query(
      `SELECT consumer, count(*)::int AS n FROM ${this.table} WHERE ${STATUS_SQL.open} GROUP BY consumer`,
    );
    return Object.fromEntries(rows.map((r) => [r.consumer, r.n]));
  }
}

function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
