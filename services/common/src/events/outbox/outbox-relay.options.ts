import { RELAY_BACKOFF, type BackoffPolicy } from '../retry/backoff';

/** Tuning of an {@link OutboxRelay}; every field has a default. */
export interface OutboxRelayOptions {
  /** Rows claimed and published per transaction; default 1000 (Kafka requests are split at 800 kB). */
  batchSize?: number;
  /** Most batches published per transaction, the next claimed while the previous is sent; default 5. */
  pipelineBatches?: number;
  /** Poll interval when no NOTIFY arrives (fallback); default 1000 ms. */
  pollIntervalMs?: number;
  /** LISTEN for the outbox channel to publish without waiting for the poll; default true. */
  listen?: boolean;
  /** Delays after failed publishes; default 250 ms doubling to 5 s with jitter. */
  backoff?: BackoffPolicy;
  /** Published rows are deleted after this long; default 3 days. 0 keeps them forever. */
  retentionMs?: number;
  /** How often published rows are pruned; default hourly. */
  pruneIntervalMs?: number;
}

/** {@link OutboxRelayOptions} with defaults applied. */
export type ResolvedOutboxRelayOptions = Required<OutboxRelayOptions>;

/** Fills in defaults. */
export function resolveRelayOptions(options: OutboxRelayOptions = {}): ResolvedOutboxRelayOptions {
  return {
    batchSize: options.batchSize ?? 1000,
    pipelineBatches: Math.max(1, options.pipelineBatches ?? 5),
    pollIntervalMs: options.pollIntervalMs ?? 1000,
    listen: options.listen ?? true,
    backoff: options.backoff ?? RELAY_BACKOFF,
    retentionMs: options.retentionMs ?? 3 * 24 * 3600_000,
    pruneIntervalMs: options.pruneIntervalMs ?? 3600_000,
  };
}
