/**
 * Every event on the wire, in-process or over Kafka. JSON; the Kafka message key is `aggregateId`, so all events
 * of one aggregate keep their order. `type` is `<service>.<aggregate>.<past-tense-verb>`, e.g. `tenders.tender.published`.
 */
export interface EventEnvelope<P = unknown> {
  /** UUID; consumers use it for idempotency (inbox). */
  id: string;
  type: string;
  /** Payload version; payload changes are additive, a breaking change is a new version. */
  version: number;
  /** ISO-8601 time of the state change. */
  occurredAt: string;
  /** The aggregate kind, e.g. `tender`; with the service it names the topic. */
  aggregateType: string;
  aggregateId: string;
  /** Who caused it (account id), or null for the system. */
  actorId: string | null;
  /** Ties together the events of one user action or request. */
  correlationId: string | null;
  /**
   * W3C trace context (`00-<trace id>-<span id>-<flags>`) of the span that wrote the event, so the consumers' work
   * joins the trace of the request that caused it. Absent on events written outside any trace (and on old events).
   */
  traceparent?: string | null;
  /** W3C `tracestate` (vendor entries) of that span, when its trace carries one; absent otherwise. */
  tracestate?: string | null;
  payload: P;
}

/** A contract for one event type: its name, version and the topic it travels on. */
export interface EventDefinition<P> {
  readonly type: string;
  readonly version: number;
  readonly topic: string;
  readonly aggregateType: string;
  /** Phantom field carrying the payload type; never set at run time. */
  readonly __payload?: P;
}

/** Declares an event contract. The topic is `<service>.<aggregateType>`. */
export function defineEvent<P>(service: string, aggregateType: string, verb: string, version = 1): EventDefinition<P> {
  return { type: `${service}.${aggregateType}.${verb}`, version, topic: `${service}.${aggregateType}`, aggregateType };
}

/** Payload type of an event definition. */
export type PayloadOf<D> = D extends EventDefinition<infer P> ? P : never;
