import type { DataSource } from 'typeorm';
import { qualify } from './sql-names';

/**
 * Keeps a schema's inbox and dead-letter tables from growing forever (the outbox prunes its own published rows).
 * The inbox must remember an event for longer than any redelivery can come (Kafka keeps a week by default), so
 * applied events are forgotten after 30 days; replayed or discarded dead letters after 30 days too (open ones stay
 * until someone acts). Deletes in bounded batches so a large backlog never holds long locks.
 */
export class EventTablesRetention {
  private readonly inbox: string;
  private readonly deadLetter: string;

  constructor(
    private readonly dataSource: DataSource,
    schema: string,
    private readonly keepMs = 30 * 24 * 3600_000,
  ) {
    this.inbox = qualify(schema, 'processed_event');
    this.deadLetter = qualify(schema, 'dead_letter');
  }

  /** Deletes up to `limit` expired rows of each table; returns how many went. */
  async prune(limit = 10_000): Promise<{ inbox: number; deadLetters: number }> {
    const secs = this.keepMs / 1000;
    const inbox: [unknown[], number] = await this.dataSource.query(
      `DELETE FROM ${this.inbox} WHERE ctid = ANY(ARRAY(
         SELECT ctid FROM ${this.inbox} WHERE processed_at < clock_timestamp() - make_interval(secs => $1) LIMIT $2))`,
      [secs, limit],
    );
    const deadLetters: [unknown[], number] = await this.dataSource.query(
      `DELETE FROM ${this.deadLetter} WHERE ctid = ANY(ARRAY(
         SELECT ctid FROM ${this.deadLetter}
          WHERE coalesce(replayed_at, discarded_at) < clock_timestamp() - make_interval(secs => $1) LIMIT $2))`,
      [secs, limit],
    );
    return { inbox: inbox[1] ?? 0, deadLetters: deadLetters[1] ?? 0 };
  }
}
