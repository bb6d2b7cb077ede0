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

/**
 * Above this many events, {@link OutboxService.add} writes them with {@link buildOutboxBulkInsert} (one statement)
 * instead of several multi-row VALUES statements.
 */
export const OUTBOX_BULK_THRESHOLD = OUTBOX_INSERT_CHUNK;

/**
 * One INSERT of any number of events: every envelope in a single JSON array parameter (`jsonb_array_elements`) and
 * their topics in a text array, read side by side in order (`WITH ORDINALITY`, so `seq` follows the list). One round
 * trip and one parse/plan whatever the count, with no parameter limit: five bind parameters per row in VALUES lists
 * cost more to bind and plan than the rows cost to insert once a transaction writes thousands of events (a tender
 * re-rated against every provider, a feed import). Id, key and type are read from each envelope, as the chunked
 * inserts take them. With `notifyChannel` the same statement NOTIFYs the relay (delivered only on commit).
 */
export function buildOutboxBulkInsert(schema: string, events: EventEnvelope[], notifyChannel?: string): SqlStatement {
  const table = qualify(schema, 'outbox_message');
  const insert =
    `INSERT INTO ${table} (id, topic, key, type, envelope) ` +
    `SELECT (x.e->>'id')::uuid, x.topic, x.e->>'aggregateId', x.e->>'type', x.e ` +
    `FROM ROWS FROM (jsonb_array_elements($1::jsonb), unnest($2::text[])) WITH ORDINALITY AS x(e, topic, n) ORDER BY x.n`;
  const params: unknown[] = [JSON.stringify(events), events.map((event) => topicOf(event))];
  if (notifyChannel === undefined) return { sql: insert, params };
  params.push(notifyChannel);
  return { sql: `WITH inserted AS (${insert} RETURNING 1) SELECT pg_notify($3, '')`, params };
}
