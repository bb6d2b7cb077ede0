import type { EntityManager } from 'typeorm';

/** The NOTIFY channel every messages process LISTENs on; the payload is empty: listeners read the log. */
export const LIVE_CHANNEL = 'messages_live';

export interface LiveEntry {
  accountId: string;
  type: LiveEventType;
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
  await manager.query(
    `INSERT INTO messages.live_event (account_id, type, data)
     SELECT e.account_id, e.type, e.data FROM jsonb_to_recordset($1::jsonb) AS e(account_id uuid, type text, data jsonb)`,
    [JSON.stringify(entries.map((e) => ({ account_id: e.accountId, type: e.type, data: e.data })))],
  );
  await manager.query(`SELECT pg_notify($1, '')`, [LIVE_CHANNEL]);
}
