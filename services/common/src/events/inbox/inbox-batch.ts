import { SpanKind } from '@opentelemetry/api';
import type { DataSource, QueryRunner } from 'typeorm';
import { inSpan, parseTraceparent, SERVICE_ATTRIBUTE } from '../../tracing';
import { inboxKey, type WorkItem } from './delivery-plan';
import { discardCommitted, runCommitted } from './after-commit';
import { InboxStore } from './inbox-store';

/** Outcome of {@link runInboxBatch}. */
export type InboxBatchResult =
  | { ok: true; processed: WorkItem[]; duplicates: WorkItem[] }
  /** `failedAt` is the index of the item whose handler threw, or null when the culprit is unknown (batch call, commit). */
  | { ok: false; failedAt: number | null; error: unknown };

/**
 * Applies work items in ONE transaction: records them all in the inbox (one statement; pairs already there are
 * skipped as duplicates), runs each new item's handler in order with the transaction's manager (consecutive items of
 * a consumer with `handleBatch` in one call), and commits.
 * Every event's effect commits together with its inbox row. If a handler throws, everything rolls back and the
 * result names the item, so the caller can re-apply the items before it and retry that one alone.
 * Errors of the database itself (cannot begin, inbox insert fails) are thrown: nothing was applied.
 */
export async function runInboxBatch(dataSource: DataSource, inbox: InboxStore, items: WorkItem[]): Promise<InboxBatchResult> {
  const runner = dataSource.createQueryRunner();
  try {
    await runner.connect();
    await runner.startTransaction();
    const fresh = await inbox.record(
      runner,
      items.map((i) => ({ consumer: i.consumer.name, eventId: i.envelope.id })),
    );
    const processed: WorkItem[] = [];
    const duplicates: WorkItem[] = [];
    const newItems: WorkItem[] = [];
    const newIndex: number[] = [];
    items.forEach((item, index) => {
      // delete: the same event twice in one batch runs once
      if (fresh.delete(inboxKey(item.consumer.name, item.envelope.id))) {
        newItems.push(item);
        newIndex.push(index);
      } else {
        duplicates.push(item);
      }
    });
    for (let at = 0; at < newItems.length;) {
      const item = newItems[at];
      const consumer = item.consumer;
      // A run of consecutive items of one consumer that has a batch handler goes in one call (if more than one).
      let end = at + 1;
      if (consumer.handleBatch && items.length > 1) while (end < newItems.length && newItems[end].consumer === consumer) end++;
      try {
        if (end - at > 1) {
          const run = newItems.slice(at, end);
          const envelopes = run.map((i) => i.envelope);
          await inSpan(
            `consume ${consumer.name} batch`,
            {
              kind: SpanKind.CONSUMER,
              attributes: {
                [SERVICE_ATTRIBUTE]: consumer.service,
                'jointly.consumer': consumer.name,
                'messaging.batch.message_count': envelopes.length,
              },
              links: run.slice(0, 128).flatMap((i) => {
                const linked = parseTraceparent(traceOf(i).traceparent);
                return linked ? [{ context: linked }] : [];
              }),
            },
            () => consumer.handleBatch!(envelopes, runner.manager),
          );
        } else {
          await inSpan(
            `consume ${item.envelope.type}`,
            {
              kind: SpanKind.CONSUMER,
              ...traceOf(item),
              attributes: {
                [SERVICE_ATTRIBUTE]: consumer.service,
                'jointly.consumer': consumer.name,
                'messaging.message.id': item.envelope.id,
                'messaging.destination.name': item.message.topic,
              },
            },
            () => consumer.handle(item.envelope, runner.manager),
          );
        }
      } catch (error) {
        await runner.rollbackTransaction().catch(() => undefined);
        discardCommitted(runner);
        // A batch call does not say which event failed: let the caller go one by one.
        return { ok: false, failedAt: end - at > 1 ? null : newIndex[at], error };
      }
      processed.push(...newItems.slice(at, end));
      at = end;
    }
    try {
      // A handler that swallowed a failed statement leaves the transaction aborted, and COMMIT would then silently
      // roll back (inbox rows included): check first so that shows up as a failure instead of a lost event.
      if (processed.length && (await transactionAborted(runner))) {
        throw new Error(
          'a statement failed inside the handler and the error was caught: the transaction is aborted, nothing of it was committed',
        );
      }
      await runner.commitTransaction();
    } catch (error) {
      await runner.rollbackTransaction().catch(() => undefined);
      discardCommitted(runner);
      return { ok: false, failedAt: items.length === 1 ? 0 : null, error };
    }
    runCommitted(runner);
    return { ok: true, processed, duplicates };
  } catch (error) {
    if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
    discardCommitted(runner);
    throw error;
  } finally {
    await runner.release().catch(() => undefined);
  }
}

/**
 * The trace a consumer continues: the one stored in the envelope (the outbox span's), else the one that came beside
 * it (Kafka record headers: events from a producer that does not write it into the envelope).
 */
function traceOf(item: WorkItem): { traceparent?: string | null; tracestate?: string | null } {
  if (parseTraceparent(item.envelope.traceparent)) return { traceparent: item.envelope.traceparent, tracestate: item.envelope.tracestate };
  return item.message.trace ?? {};
}

/**
 * True when the transaction is in the failed state (a statement failed and was caught). Read from the status the
 * server sent with its last reply (node-postgres' `getTransactionStatus()`: 'E' = failed), so it costs no round trip.
 * That status is only current once the client has taken the server's ReadyForQuery: a failed statement's promise
 * rejects on the ErrorResponse, and when ReadyForQuery comes in a later packet the client still holds the status of
 * the statement before (seen under load: a swallowed failure then committed as a silent rollback). So the status is
 * used only when the client is ready; otherwise (or with a driver that does not expose it) a probe statement tells
 * (it waits its turn, then fails in an aborted transaction).
 */
export async function transactionAborted(runner: QueryRunner): Promise<boolean> {
  const client = (runner as unknown as { databaseConnection?: { getTransactionStatus?: () => string | null; readyForQuery?: boolean } })
    .databaseConnection;
  const status = typeof client?.getTransactionStatus === 'function' && client.readyForQuery === true ? client.getTransactionStatus() : null;
  if (status === 'I' || status === 'T' || status === 'E') return status === 'E';
  await runner.query('SELECT 1');
  return false;
}
