import type {
  BatchHandler,
  ConsumerLag,
  DeliveredMessage,
  EventTransport,
  OutgoingMessage,
  Subscription,
  TransportHealth,
} from './event-transport';
import { ConsumerGroupClosedError, DuplicateSubscriptionError, TransportStoppedError } from './transport-errors';

interface GroupEntry {
  group: string;
  topics: Set<string>;
  handler: BatchHandler;
  inFlight: Map<string, number>;
  active: Set<Promise<unknown>>;
  closed: boolean;
}

/**
 * The all-in-one transport: `publish` hands the messages to every subscribed group and resolves when all of them
 * have handled them (committed their inbox rows or parked dead letters). A group that throws makes `publish`
 * reject, so the relay keeps the outbox rows and retries; groups that already handled them skip them via the inbox.
 * Nothing is buffered: durability comes from the outbox, not from this class.
 */
export class InProcessTransport implements EventTransport {
  readonly kind = 'in-process' as const;
  private readonly groups = new Map<string, GroupEntry>();
  private running = false;
  private readonly active = new Set<Promise<unknown>>();

  async start(): Promise<void> {
    this.running = true;
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.allSettled([...this.active]);
  }

  async publish(messages: OutgoingMessage[]): Promise<void> {
    if (!this.running) throw new TransportStoppedError(this.kind);
    if (messages.length === 0) return;
    const deliveries = [...this.groups.values()].map((entry) =>
      this.deliver(
        entry,
        messages.filter((m) => entry.topics.has(m.topic)),
      ),
    );
    const results = await Promise.allSettled(deliveries);
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
  }

  async subscribe(group: string, topics: string[], handler: BatchHandler): Promise<Subscription> {
    if (this.groups.get(group)?.closed === false) throw new DuplicateSubscriptionError(group);
    const entry: GroupEntry = { group, topics: new Set(topics), handler, inFlight: new Map(), active: new Set(), closed: false };
    this.groups.set(group, entry);
    return {
      group,
      topics: [...topics],
      // The group stays known while closed: publishing what it wants fails until it is back, so a service that
      // stops before another one's relay (shutdown of the all-in-one process) misses nothing.
      close: async () => {
        entry.closed = true;
        await Promise.allSettled([...entry.active]);
      },
    };
  }

  async health(): Promise<TransportHealth> {
    return this.running ? { status: 'up', detail: 'in-process' } : { status: 'down', detail: 'in-process transport stopped' };
  }

  async lag(): Promise<ConsumerLag[]> {
    const lag: ConsumerLag[] = [];
    for (const entry of this.groups.values()) {
      if (entry.closed) continue;
      for (const topic of entry.topics) lag.push({ group: entry.group, topic, lag: entry.inFlight.get(topic) ?? 0 });
    }
    return lag;
  }

  private async deliver(entry: GroupEntry, messages: OutgoingMessage[]): Promise<void> {
    if (messages.length === 0) return;
    if (entry.closed) throw new ConsumerGroupClosedError(entry.group);
    // Each group gets its own JSON copy: the same shape a Kafka consumer would see, and no shared mutable objects.
    const delivered: DeliveredMessage[] = messages.map((m) => ({
      topic: m.topic,
      key: m.key,
      envelope: JSON.parse(m.encoded ?? JSON.stringify(m.envelope)),
      ...(m.trace ? { trace: { ...m.trace } } : {}),
    }));
    for (const m of messages) entry.inFlight.set(m.topic, (entry.inFlight.get(m.topic) ?? 0) + 1);
    const work = entry.handler(delivered);
    this.active.add(work);
    entry.active.add(work);
    try {
      await work;
    } finally {
      this.active.delete(work);
      entry.active.delete(work);
      for (const m of messages) entry.inFlight.set(m.topic, (entry.inFlight.get(m.topic) ?? 1) - 1);
    }
  }
}
