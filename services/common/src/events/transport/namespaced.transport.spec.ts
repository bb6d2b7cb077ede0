import type { EventEnvelope } from '@jointly/contracts';
import type { BatchHandler, EventTransport, OutgoingMessage } from './event-transport';
import { NamespacedTransport } from './namespaced.transport';

class RecordingTransport implements EventTransport {
  readonly kind = 'kafka' as const;
  published: OutgoingMessage[] = [];
  subscriptions: Array<{ group: string; topics: string[]; handler: BatchHandler }> = [];
  async start() {}
  async stop() {}
  async publish(messages: OutgoingMessage[]) {
    this.published.push(...messages);
  }
  async subscribe(group: string, topics: string[], handler: BatchHandler) {
    this.subscriptions.push({ group, topics, handler });
    return { group, topics, close: async () => undefined };
  }
  async health() {
    return { status: 'up' as const };
  }
  async lag() {
    return [{ group: 'ci-7.notifications', topic: 'ci-7.accounts.account', lag: 3 }];
  }
}

describe('NamespacedTransport', () => {
  const envelope = { id: 'e1' } as EventEnvelope;

  it('publishes to and subscribes on namespaced topics and groups', async () => {
    const inner = new RecordingTransport();
    const transport = new NamespacedTransport(inner, 'ci-7');
    await transport.publish([{ topic: 'accounts.account', key: 'a1', envelope }]);
    expect(inner.published[0].topic).toBe('ci-7.accounts.account');
    const sub = await transport.subscribe('notifications', ['accounts.account'], async () => undefined);
    expect(inner.subscriptions[0]).toMatchObject({ group: 'ci-7.notifications', topics: ['ci-7.accounts.account'] });
    expect(sub).toMatchObject({ group: 'notifications', topics: ['accounts.account'] });
  });

  it('hands consumers the plain topic names and reports lag in them', async () => {
    const inner = new RecordingTransport();
    const transport = new NamespacedTransport(inner, 'ci-7');
    const seen: string[] = [];
    await transport.subscribe('notifications', ['accounts.account'], async (messages) => {
      seen.push(...messages.map((m) => m.topic));
    });
    await inner.subscriptions[0].handler([{ topic: 'ci-7.accounts.account', key: 'a1', envelope }]);
    expect(seen).toEqual(['accounts.account']);
    expect(await transport.lag()).toEqual([{ group: 'notifications', topic: 'accounts.account', lag: 3 }]);
  });
});
