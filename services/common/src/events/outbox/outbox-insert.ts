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
 * With `notifyChannel`, the last statement also NOTIFYs the relay (a data-modifying CTE: one round trip, and
 * PostgreSQL delivers the notification only if the transaction commits).
 */
export function buildOutboxInserts(schema: string, events: EventEnvelope[], notifyChannel?: string): SqlStatement[] {
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
    const insert = `INSERT INTO ${table} (id, topic, key, type, envelope) VALUES ${rows.join(', ')}`;
    const last = start + OUTBOX_INSERT_CHUNK >= events.length;
    if (last && notifyChannel !== undefined) {
      params.push(notifyChannel);
      statements.push({ sql: `WITH inserted AS (${insert} RETURNING 1) SELECT pg_notify($${params.length}, '')`, params });
    } else {
      statements.push({ sql: insert, params });
    }
  }
  return statements;
}
