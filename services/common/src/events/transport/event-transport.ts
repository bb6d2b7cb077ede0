import type { EventEnvelope } from '@jointly/contracts';

/**
 * W3C trace context that travels beside an event, outside its envelope (Kafka: the `traceparent`/`tracestate` record
 * headers), so tools that know nothing of the envelope can follow the trace.
 */
export interface TraceHeaders {
  traceparent: string;
  tracestate?: string;
}

/** One event handed to a transport for publishing. `key` is the aggregate id (per-aggregate order). */
export interface OutgoingMessage {
  topic: string;
  key: string;
  envelope: EventEnvelope;
  /** The event id, when the caller has it without decoding the envelope (the relay reads it from the outbox row). */
  id?: string;
  /** The envelope already serialised as JSON, when the caller has it (the relay reads it from the outbox as text). */
  encoded?: string;
  /** Trace context of the relay's publish span, sent beside the envelope (Kafka headers); absent for untraced events. */
  trace?: TraceHeaders;
}

/**
 * One event as a consumer group receives it. `envelope` is absent when the bytes on the wire could not be decoded
 * (then `raw` and `decodeError` say why); such messages go straight to the dead-letter table.
 */
export interface DeliveredMessage {
  topic: string;
  key: string | null;
  partition?: number;
  offset?: string;
  envelope?: EventEnvelope;
  raw?: string;
  decodeError?: string;
  /** Trace context that came beside the envelope (Kafka headers), when valid; consumers fall back on it. */
  trace?: TraceHeaders;
}

/**
 * Handles a batch of messages for one consumer group, in order. Resolving means every message is done for good
 * (its effect committed with its inbox row, or parked as a dead letter): the transport may then acknowledge them
 * (Kafka: commit offsets). Rejecting means "try again later": nothing is acknowledged and the batch is redelivered.
 */
export type BatchHandler = (messages: DeliveredMessage[], context?: DeliveryContext) => Promise<void>;

/** Hooks a transport offers while a batch is being handled. */
export interface DeliveryContext {
  /** Tells the broker the consumer is alive (Kafka); call it during long retries so the group keeps its partitions. */
  heartbeat(): Promise<void>;
}

/** A running subscription of a consumer group; `close()` stops delivery after the batch in hand. */
export interface Subscription {
  readonly group: string;
  readonly topics: readonly string[];
  close(): Promise<void>;
}

/** Reachability of the transport, for health endpoints. */
export interface TransportHealth {
  status: 'up' | 'down';
  detail?: string;
}

/** Messages a consumer group has yet to handle (Kafka: per partition; in-process: in flight). */
export interface ConsumerLag {
  group: string;
  topic: string;
  partition?: number;
  lag: number;
}

/**
 * How events travel from outbox relays to consumer groups: in-process (all-in-one mode) or over Kafka.
 * Only the events area and its adapters implement it; services never call it directly.
 */
export interface EventTransport {
  readonly kind: 'in-process' | 'kafka';
  /** Connects (Kafka: in the background, retrying) and starts the consumers subscribed so far. Never throws for an unreachable broker. */
  start(): Promise<void>;
  /** Stops consumers, waits for batches in hand, disconnects. */
  stop(): Promise<void>;
  /**
   * Publishes in order and resolves only once the messages are durably accepted: Kafka acks=all with an
   * idempotent producer; in-process when every subscribed group has handled them. Rejects otherwise (the relay retries).
   */
  publish(messages: OutgoingMessage[]): Promise<void>;
  /** Delivers every message of `topics` to `handler` once per group (at least once; the inbox makes it once in effect). */
  subscribe(group: string, topics: string[], handler: BatchHandler): Promise<Subscription>;
  health(): Promise<TransportHealth>;
  lag(): Promise<ConsumerLag[]>;
}
