import type { EventTransport, OutgoingMessage } from '@jointly/common/events';

/**
 * Wraps a transport to count what goes through it, and to simulate a relay crash between publishing and
 * marking the rows published (`failAfterPublish` next publishes succeed, then throw).
 */
export class CountingTransport implements EventTransport {
  readonly published: OutgoingMessage[] = [];
  failAfterPublish = 0;
  failBeforePublish = 0;

  constructor(private readonly inner: EventTransport) {}

  get kind() {
    return this.inner.kind;
  }

  start() {
    return this.inner.start();
  }

  stop() {
    return this.inner.stop();
  }

  async publish(messages: OutgoingMessage[]): Promise<void> {
    if (this.failBeforePublish > 0) {
      this.failBeforePublish -= 1;
      throw new Error('simulated broker outage');
    }
    await this.inner.publish(messages);
    this.published.push(...messages);
    if (this.failAfterPublish > 0) {
      this.failAfterPublish -= 1;
      throw new Error('simulated crash after publish, before mark');
    }
  }

  subscribe(...args: Parameters<EventTransport['subscribe']>) {
    return this.inner.subscribe(...args);
  }

  health() {
    return this.inner.health();
  }

  lag() {
    return this.inner.lag();
  }

  /** How many times each event id was published. */
  deliveriesById(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const m of this.published) counts.set(m.envelope.id, (counts.get(m.envelope.id) ?? 0) + 1);
    return counts;
  }
}
