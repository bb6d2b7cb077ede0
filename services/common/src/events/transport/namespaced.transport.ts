import type { BatchHandler, ConsumerLag, EventTransport, OutgoingMessage, Subscription, TransportHealth } from './event-transport';

/**
 * Puts every topic and consumer group of a deployment under a namespace (`<namespace>.<topic>`), so several stacks or
 * test runs can share one broker without sharing messages or committed offsets. Consumers see the plain topic names.
 */
export class NamespacedTransport implements EventTransport {
  private readonly prefix: string;

  constructor(
    private readonly inner: EventTransport,
    readonly namespace: string,
  ) {
    this.prefix = `${namespace}.`;
  }

  get kind() {
    return this.inner.kind;
  }

  /** The broker-side name of a topic or group. */
  qualify(name: string): string {
    return this.prefix + name;
  }

  private strip(name: string): string {
    return name.startsWith(this.prefix) ? name.slice(this.prefix.length) : name;
  }

  start(): Promise<void> {
    return this.inner.start();
  }

  stop(): Promise<void> {
    return this.inner.stop();
  }

  publish(messages: OutgoingMessage[]): Promise<void> {
    return this.inner.publish(messages.map((m) => ({ ...m, topic: this.qualify(m.topic) })));
  }

  async subscribe(group: string, topics: string[], handler: BatchHandler): Promise<Subscription> {
    const inner = await this.inner.subscribe(
      this.qualify(group),
      topics.map((t) => this.qualify(t)),
      (messages, context) =>
        handler(
          messages.map((m) => ({ ...m, topic: this.strip(m.topic) })),
          context,
        ),
    );
    return { group, topics: [...topics], close: () => inner.close() };
  }

  health(): Promise<TransportHealth> {
    return this.inner.health();
  }

  async lag(): Promise<ConsumerLag[]> {
    return (await this.inner.lag()).map((l) => ({ ...l, group: this.strip(l.group), topic: this.strip(l.topic) }));
  }
}
