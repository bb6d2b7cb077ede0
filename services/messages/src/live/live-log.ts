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
 * Appends entries to the per-person live log (`messages.live_event`) in the caller's transaction and wakes every
 * process's hub at commit (NOTIFY is transactional). Writers take one transaction-scoped advisory lock before taking
 * ids, so ids become visible in id order: a hub that has read up to id N never finds a smaller id committed later,
 * which is what makes `Last-Event-ID` replay exact.
 */
export async function appendLive(manager: EntityManager, entries: LiveEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await manager.query(`SELECT pg_advisory_xact_lock(hashtext('messages.live_event'))`);
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

/**
 * The live rows as a stream sends them: `data` is the JSON text of what the row carries (its own, or the payload it
 * shares), read as text so no process parses and re-serialises it per stream.
 */
export const LIVE_ROW_COLUMNS = `e.id::text AS id, e.account_id, e.type, coalesce(e.data, p.data)::text AS data`;
export const LIVE_ROW_FROM = `messages.live_event e LEFT JOIN messages.live_payload p ON p.id = e.payload_id`;
