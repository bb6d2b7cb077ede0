import type { DeadLetterService } from '../inbox/dead-letter.service';
import type { ConsumerCounters } from '../inbox/consumer-counters';
import type { EventConsumerRunner } from '../inbox/event-consumer-runner';
import type { OutboxRelay, OutboxRelayStats } from '../outbox/outbox-relay';
import type { ConsumerLag, EventTransport, TransportHealth } from '../transport/event-transport';

/** The parts of one service that health and metrics read. */
export interface ServiceEventParts {
  relay: OutboxRelay;
  runner: EventConsumerRunner;
  deadLetters: DeadLetterService;
}

/** Events figures of one service. */
export interface ServiceEventsSnapshot {
  service: string;
  /** Relay backlog, oldest pending age, state, totals; `error` when the database could not be read. */
  relay: OutboxRelayStats | { schema: string; error: string };
  consumers: ConsumerCounters[];
  /** Open dead letters in total and per consumer (null when the database could not be read). */
  deadLetters: { open: number; byConsumer: Record<string, number> } | null;
}

/** Everything the health endpoint and the ops console show about events. */
export interface EventsHealthSnapshot {
  /** down: transport unreachable; degraded: a relay is backing off, or figures could not be read; else up. */
  status: 'up' | 'degraded' | 'down';
  transport: TransportHealth & { kind: EventTransport['kind'] };
  services: ServiceEventsSnapshot[];
  lag: ConsumerLag[];
  lagError?: string;
  checkedAt: string;
}

function timeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Read-only view over the transport and every service's relay, consumers and dead letters in this process
 * (six services in the all-in-one process, one in a distributed one). Provided globally by `EventsModule.forRoot()`;
 * each `EventsModule.forService()` registers its parts at start-up. Every figure is fetched with a time limit,
 * so a health check answers even while Kafka or PostgreSQL is down.
 */
export class EventsHealth {
  private readonly services = new Map<string, ServiceEventParts>();

  constructor(private readonly transport: EventTransport) {}

  /** Called by `EventsModule.forService()`. */
  register(service: string, parts: ServiceEventParts): void {
    this.services.set(service, parts);
  }

  /** Called on shutdown. */
  unregister(service: string): void {
    this.services.delete(service);
  }

  /** The registered services' dead-letter services, by service name (for the ops console). */
  deadLetterServices(): Map<string, DeadLetterService> {
    return new Map([...this.services].map(([service, parts]) => [service, parts.deadLetters]));
  }

  /** The registered services and their parts, by service name (for the ops console). */
  serviceParts(): Map<string, ServiceEventParts> {
    return new Map(this.services);
  }

  /** How events travel in this process. */
  get transportKind(): EventTransport['kind'] {
    return this.transport.kind;
  }

  /** Lag per group, topic and partition (Kafka; in-process: events in flight), with a time limit. */
  lag(): Promise<ConsumerLag[]> {
    return timeout(this.transport.lag(), 6000);
  }

  /** Transport reachability only (cheap; for liveness/readiness probes). */
  async transportHealth(): Promise<TransportHealth & { kind: EventTransport['kind'] }> {
    const health = await timeout(this.transport.health(), 4000).catch((error) => ({ status: 'down' as const, detail: message(error) }));
    return { kind: this.transport.kind, ...health };
  }

  /** Full snapshot: transport, per-service relay stats, consumer counters, dead-letter counts and lag. */
  async snapshot(): Promise<EventsHealthSnapshot> {
    const [transport, services, lag] = await Promise.all([
      this.transportHealth(),
      Promise.all([...this.services].map(([service, parts]) => this.serviceSnapshot(service, parts))),
      timeout(this.transport.lag(), 6000).then(
        (value) => ({ value, error: undefined }),
        (error) => ({ value: [] as ConsumerLag[], error: message(error) }),
      ),
    ]);
    const degraded =
      lag.error !== undefined || services.some((s) => 'error' in s.relay || s.relay.state === 'backing-off' || s.deadLetters === null);
    return {
      status: transport.status === 'down' ? 'down' : degraded ? 'degraded' : 'up',
      transport,
      services,
      lag: lag.value,
      ...(lag.error ? { lagError: lag.error } : {}),
      checkedAt: new Date().toISOString(),
    };
  }

  private async serviceSnapshot(service: string, parts: ServiceEventParts): Promise<ServiceEventsSnapshot> {
    const [relay, deadLetters] = await Promise.all([
      timeout(parts.relay.stats(), 4000).catch((error) => ({ schema: service, error: message(error) })),
      timeout(parts.deadLetters.countOpen(), 4000).then(
        (byConsumer) => ({ open: Object.values(byConsumer).reduce((a, b) => a + b, 0), byConsumer }),
        () => null,
      ),
    ]);
    return { service, relay, consumers: parts.runner.counters(), deadLetters };
  }
}
