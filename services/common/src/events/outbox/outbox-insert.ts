import type { EventEnvelope } from '@jointly/contracts';
import { topicOf } from '../envelope/topic-of';
import { qualify } from '../schema/sql-names';

/** Rows per INSERT statement (5 parameters each; PostgreSQL allows 65 535 parameters per statement). */
export const OUTBOX_INSERT_CHUNK = 1000;

/** One multi-row INSERT: SQL text plus its parameters. */
export interface SqlStatement {
  sql: string;
  params: unknown[];
}

/**
 * Builds the multi-row INSERTs that put `events` into a schema's outbox, in the given order (their `seq` follows
 * it), at most {@link OUTBOX_INSERT_CHUNK} rows per statement. Topic from the type, key from the aggregate id.
 */
export function buildOutboxInserts(schema: string, events: EventEnvelope[]): SqlStatement[] {
  const table = qualify(schema, 'outbox_message');
  const statements: SqlStatement[] = [];
  for (let start = 0; start < events.length; start += OUTBOX_INSERT_CHUNK) {
    const chunk = events.slice(start, start + OUTBOX_INSERT_CHUNK);
    const params: unknown[] = [];
    const rows = chunk.map((event) => {
      const at = params.length;
      params.push(event.id, topicOf(event), event.aggregateId, event.type, JSON.stringify(event));
      return `($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}, $${at + 5}::jsonb)`;
    });
    statements.push({ sql: `INSERT INTO ${table} (id, topic, key, type, envelope) VALUES ${rows.join(', ')}`, params });
  }
  return statements;
}
