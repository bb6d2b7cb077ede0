import type { EntityManager } from 'typeorm';

/** The NOTIFY channel every messages process LISTENs on; the payload is empty: listeners read the log. */
export const LIVE_CHANNEL = 'messages_live';

export interface LiveEntry {
  accountId: string;
  type: LiveEventType;
  /** What the stream's `data:` carries. Entries given the same object share one stored copy (`live_payload`). */
  data: unknown;
}

/** What a stream carries (the SSE `event:` field). */
export type LiveEventType = 'message' | 'unread' | 'typing' | 'notification' | 'conversation';

/**
 * The advisory-lock namespace (classid) under which each live writer states, until it commits, the smallest id its
 * rows can get (`pg_advisory_xact_lock_shared(LIVE_WRITER_LOCK, low 32 bits of that id)`). Shared locks never wait
 * for one another: writers run side by side; readers see the stated ids in `pg_locks` (see {@link liveHorizon}).
 */
export const LIVE_WRITER_LOCK = 0x4c495645; // 'LIVE'

/** The sequence of `live_event.id` (bigserial). */
const LIVE_SEQUENCE = 'messages.live_event_id_seq';

/**
 * Appends entries to the per-person live log (`messages.live_event`) in the caller's transaction and wakes every
 * process's hub at commit (NOTIFY is transactional).
 * Ids are taken when rows are inserted but rows appear when their transaction commits, so a smaller id can appear
 * after a larger one. Before taking any id the writer states, in a transaction-scoped shared advisory lock, a lower
 * bound of its ids: the sequence's next value at that moment. Readers only pass ids below the horizon
 * ({@link liveHorizon}: below every stated bound and below the sequence's next value), so a reader that has read
 * up to id N never finds a smaller id committed later (`Last-Event-ID` replay is exact) while writers, in any
 * number of processes, never wait for each other.
 */
export async function appendLive(manager: EntityManager, entries: LiveEntry[]): Promise<void> {
  if (entries.length === 0) return;
  // Before any id is taken (ids come from the sequence, which only grows): every id of this transaction is ≥ it.
  await manager.query(
    `SELECT pg_advisory_xact_lock_shared(${LIVE_WRITER_LOCK}, (s.last_value + s.is_called::int)::bit(32)::int) FROM ${LIVE_SEQUENCE} s`,
  );
  // A data object given to more than one entry (one message to every participant) is stored once.
  const uses = new Map<unknown, number>();
  for (const entry of entries)
    if (entry.data !== null && typeof entry.data === 'object') uses.set(entry.data, (uses.get(entry.data) ?? 0) + 1);
  const payloadIds = new Map<unknown, string>();
  for (const [data, count] of uses) {
    if (count < 2) continue;
    const [{ id }] = (await manager.query(`INSERT INTO messages.live_payload (data) VALUES ($1::jsonb) RETURNING id::text AS id`, [
      JSON.stringify(data),
    ])) as Array<{ id: string }>;
    payloadIds.set(data, id);
  }
  await manager.query(
    `INSERT INTO messages.live_event (account_id, type, data, payload_id)
     SELECT e.account_id, e.type, e.data, e.payload_id
       FROM jsonb_to_recordset($1::jsonb) AS e(account_id uuid, type text, data jsonb, payload_id bigint)`,
    [
      JSON.stringify(
        entries.map((e) => {
          const payloadId = payloadIds.get(e.data);
          return { account_id: e.accountId, type: e.type, data: payloadId ? null : e.data, payload_id: payloadId ?? null };
        }),
      ),
    ],
  );
  await manager.query(`SELECT pg_notify($1, '')`, [LIVE_CHANNEL]);
}

/** Minimal query interface (a DataSource or an EntityManager). */
interface Queryable {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

export interface LiveHorizon {
  /** Every id below it is final: committed, or never to appear. */
  horizon: bigint;
  /** The sequence's next value when it was read: `horizon < next` while a writer in flight holds it back. */
  next: bigint;
}

/**
 * The visibility horizon of the live log: every row with an id below it is committed (or will never exist), so a
 * reader may pass every id below it and none above. Read the rows afterwards, in a later statement (a later
 * snapshot): a writer that had ended before the lock table was read is visible then.
 * It is the sequence's next value read first (ids taken after this are larger), then lowered to the bound stated
 * by every writer still in flight (its lock, read after the sequence: a writer that states its bound later takes
 * its ids later, above that value). Never decreases.
 */
export async function liveHorizon(db: Queryable): Promise<LiveHorizon> {
  // One statement: the sequence row is scanned first, then the target list reads pg_locks.
  const [row] = (await db.query(
    `SELECT (s.last_value + s.is_called::int)::text AS next,
            (SELECT coalesce(array_agg(l.objid::bigint), '{}') FROM pg_locks l
              WHERE l.locktype = 'advisory' AND l.classid = ${LIVE_WRITER_LOCK} AND l.objsubid = 2
                AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database()))::text[] AS stated
       FROM ${LIVE_SEQUENCE} s`,
  )) as Array<{ next: string; stated: string[] }>;
  const next = BigInt(row.next);
  let horizon = next;
  for (const low of row.stated) {
    // The lock holds the low 32 bits; the bound is the value with those bits nearest to `next` (writers in flight
    // are never 2^31 ids away from it).
    const delta = BigInt.asIntN(32, BigInt(low) - next);
    const bound = next + delta;
    if (bound < horizon) horizon = bound;
  }
  return { horizon, next };
}

/**
 * The live rows as a stream sends them: `data` is the JSON text of what the row carries (its own, or the payload it
 * shares), read as text so no process parses and re-serialises it per stream.
 */
export const LIVE_ROW_COLUMNS = `e.id::text AS id, e.account_id, e.type, coalesce(e.data, p.data)::text AS data`;
export const LIVE_ROW_FROM = `messages.live_event e LEFT JOIN messages.live_payload p ON p.id = e.payload_id`;
