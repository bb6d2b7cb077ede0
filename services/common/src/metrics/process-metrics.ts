import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DataSource } from 'typeorm';
import type { EventsHealth } from '../events/nest/events-health';

/** Figures of a durable work queue (the mail queue…), read at scrape time. */
export interface QueueFigures {
  pending: number;
  failed: number;
  /** Age of the oldest pending item in seconds (0 when none). */
  oldestPendingSeconds: number;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The Prometheus figures of this process (prom-client; served at GET /metrics by every Jointly HTTP app). One per
 * process, whatever the number of services it hosts (six in the all-in-one edge): the events figures come from
 * {@link EventsHealth} (every service registered there), the pools from {@link trackDataSource}, queues from
 * {@link registerQueue}. Everything but the HTTP figures is read at scrape time, with the time limits of EventsHealth,
 * so a scrape answers while PostgreSQL or Kafka is down (jointly_metrics_collect_errors names what could not be read).
 */
export class ProcessMetrics {
  readonly registry = new Registry();
  readonly httpRequests: Counter<'service' | 'method' | 'route' | 'status'>;
  readonly httpDuration: Histogram<'service' | 'method' | 'route'>;
  private readonly dataSources = new Map<string, DataSource>();
  private readonly queues = new Map<string, { service: string; queue: string; read: () => Promise<QueueFigures> }>();
  private readonly events = new Set<EventsHealth>();
  private readonly g: ReturnType<typeof gauges>;

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    this.httpRequests = new Counter({
      name: 'jointly_http_requests_total',
      help: 'HTTP requests answered, by route pattern and status code.',
      labelNames: ['service', 'method', 'route', 'status'],
      registers: [this.registry],
    });
    this.httpDuration = new Histogram({
      name: 'jointly_http_request_duration_seconds',
      help: 'Time from the request to the end of the response, by route pattern.',
      labelNames: ['service', 'method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2.5, 5, 10],
      registers: [this.registry],
    });
    this.g = gauges(this.registry);
  }

  /** Where the events figures (outbox, consumers, dead letters, lag) come from; added by the events kit. */
  useEventsHealth(events: EventsHealth): void {
    this.events.add(events);
  }

  /** Forgets an events view (its process part shut down). */
  dropEventsHealth(events: EventsHealth): void {
    this.events.delete(events);
  }

  /** Pool figures of a service's DataSource (called when the DataSource opens; the latest one of a service wins). */
  trackDataSource(service: string, dataSource: DataSource): void {
    this.dataSources.set(service, dataSource);
  }

  /** A durable queue of a service (e.g. notifications' mail), read at scrape time. */
  registerQueue(service: string, queue: string, read: () => Promise<QueueFigures>): void {
    this.queues.set(`${service}/${queue}`, { service, queue, read });
  }

  /** Reads the figures that are not counted as they happen, then renders the exposition text. */
  async render(): Promise<{ contentType: string; body: string }> {
    await this.refresh();
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }

  private async refresh(): Promise<void> {
    const g = this.g;
    const [snapshots, queues] = await Promise.all([
      Promise.all([...this.events].map((e) => e.snapshot().catch((error: unknown) => ({ failed: message(error) })))),
      Promise.all([...this.queues.values()].map(async (q) => ({ q, read: await q.read().catch(() => null) }))),
    ]);
    for (const gauge of Object.values(g)) gauge.reset();
    const fail = (service: string, source: string) => g.errors.inc({ service, source });
    for (const snapshot of snapshots) {
      if ('failed' in snapshot) {
        fail('', 'events');
        continue;
      }
      for (const s of snapshot.services) {
        if ('error' in s.relay) fail(s.service, 'relay');
        else {
          g.backlog.set({ service: s.service }, s.relay.backlog);
          g.oldest.set({ service: s.service }, s.relay.oldestPendingMs / 1000);
          g.relayFailures.set({ service: s.service }, s.relay.consecutiveFailures);
        }
        if (!s.deadLetters) fail(s.service, 'dead_letters');
        for (const c of s.consumers) {
          g.deadLetters.set({ service: s.service, consumer: c.consumer }, s.deadLetters?.byConsumer[c.consumer] ?? 0);
          for (const [outcome, value] of [
            ['processed', c.processed],
            ['duplicate', c.duplicates],
            ['failed', c.failed],
            ['dead_lettered', c.deadLettered],
          ] as const) {
            g.consumed.set({ service: s.service, consumer: c.consumer, outcome }, value);
          }
        }
      }
      if (snapshot.lagError) fail('', 'lag');
      const sums = new Map<string, { group: string; topic: string; lag: number }>();
      for (const l of snapshot.lag) {
        const key = `${l.group}\u0000${l.topic}`;
        const entry = sums.get(key) ?? { group: l.group, topic: l.topic, lag: 0 };
        entry.lag += l.lag;
        sums.set(key, entry);
      }
      for (const { group, topic, lag } of sums.values()) g.lag.set({ group, topic }, lag);
    }
    for (const { q, read } of queues) {
      if (!read) {
        fail(q.service, `queue:${q.queue}`);
        continue;
      }
      g.queue.set({ service: q.service, queue: q.queue, state: 'pending' }, read.pending);
      g.queue.set({ service: q.service, queue: q.queue, state: 'failed' }, read.failed);
      g.queueOldest.set({ service: q.service, queue: q.queue }, read.oldestPendingSeconds);
    }
    for (const [service, dataSource] of this.dataSources) {
      const pool = poolOf(dataSource);
      if (!pool) continue;
      g.pool.set({ service, state: 'total' }, pool.totalCount);
      g.pool.set({ service, state: 'idle' }, pool.idleCount);
      g.pool.set({ service, state: 'waiting' }, pool.waitingCount);
      if (typeof pool.options?.max === 'number') g.pool.set({ service, state: 'max' }, pool.options.max);
    }
  }
}

function gauges(registry: Registry) {
  const gauge = <L extends string>(name: string, help: string, labelNames: L[]) =>
    new Gauge<L>({ name, help, labelNames, registers: [registry] });
  return {
    errors: gauge(
      'jointly_metrics_collect_errors',
      'Sources that could not be read at this scrape (relay, dead_letters, lag, queue:<name>, events).',
      ['service', 'source'],
    ),
    backlog: gauge('jointly_outbox_backlog', 'Events written to the outbox and not yet published.', ['service']),
    oldest: gauge('jointly_outbox_oldest_pending_seconds', 'Age of the oldest unpublished outbox event (0 when the outbox is empty).', [
      'service',
    ]),
    relayFailures: gauge('jointly_outbox_relay_failures', 'Consecutive failed publish attempts of the relay (0 while publishing works).', [
      'service',
    ]),
    consumed: gauge(
      'jointly_consumer_events',
      'Events handled by each consumer since this process started, by outcome (processed, duplicate, failed attempt, dead_lettered); use rate()/increase().',
      ['service', 'consumer', 'outcome'],
    ),
    deadLetters: gauge('jointly_dead_letters_open', 'Events parked in dead_letter, neither replayed nor discarded, per consumer.', [
      'service',
      'consumer',
    ]),
    lag: gauge(
      'jointly_consumer_lag',
      'Messages not yet consumed per consumer group and topic, summed over partitions (Kafka: end offset minus committed).',
      ['group', 'topic'],
    ),
    queue: gauge('jointly_queue_items', 'Items of a durable work queue (e.g. mail), by state (pending, failed).', [
      'service',
      'queue',
      'state',
    ]),
    queueOldest: gauge('jointly_queue_oldest_pending_seconds', 'Age of the oldest pending item of a durable work queue (0 when none).', [
      'service',
      'queue',
    ]),
    pool: gauge(
      'jointly_db_pool_connections',
      "A service's PostgreSQL pool: connections open (total), idle, callers waiting, and its size (max).",
      ['service', 'state'],
    ),
  };
}

interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options?: { max?: number };
}

/** The pg.Pool behind a TypeORM postgres DataSource (undefined when closed or not postgres). */
function poolOf(dataSource: DataSource): PgPool | undefined {
  if (!dataSource.isInitialized) return undefined;
  const pool = (dataSource.driver as unknown as { master?: PgPool }).master;
  return pool && typeof pool.totalCount === 'number' ? pool : undefined;
}

let instance: ProcessMetrics | undefined;

/** The metrics of this process (created on first use). */
export function processMetrics(): ProcessMetrics {
  return (instance ??= new ProcessMetrics());
}
