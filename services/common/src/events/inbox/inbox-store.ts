import type { QueryRunner } from 'typeorm';
import { qualify } from '../schema/sql-names';
import { inboxKey } from './delivery-plan';

/** The SQL over a schema's `processed_event` table (the inbox). */
export class InboxStore {
  private readonly table: string;

  constructor(readonly schema: string) {
    this.table = qualify(schema, 'processed_event');
  }

  /**
   * Records the (consumer, event) pairs as processed in the runner's transaction and returns the keys
   * ({@link inboxKey}) that were new. Pairs already there are the duplicates to skip. One statement per batch.
   */
  async record(runner: QueryRunner, pairs: Array<{ consumer: string; eventId: string }>): Promise<Set<string>> {
    if (pairs.length === 0) return new Set();
    const rows: Array<{ consumer: string; event_id: string }> = await runner.query(
      `INSERT INTO ${this.table} (consumer, event_id)
       SELECT * FROM unnest($1::text[], $2::text[])
       ON CONFLICT DO NOTHING RETURNING consumer, event_id`,
      [pairs.map((p) => p.consumer), pairs.map((p) => p.eventId)],
    );
    return new Set(rows.map((r) => inboxKey(r.consumer, r.event_id)));
  }
}
