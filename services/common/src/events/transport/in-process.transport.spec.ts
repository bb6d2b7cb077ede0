import { defineEvent } from '@jointly/contracts';
import { createEvent } from '../envelope/create-event';
import type { DeliveredMessage, OutgoingMessage } from './event-transport';
import { InProcessTransport } from './in-process.transport';

const Made = defineEvent<{ n: number }>('tenders', 'widget', 'made');
const Other = defineEvent<{ n: number }>('bids', 'bid', 'placed');
const message = (definition: typeof Made, n: number): OutgoingMessage => {
  const envelope = createEvent(definition, { aggregateId: `a-${n}`, payload: { n } });
  return { topic: definition.topic, key: envelope.aggregateId, envelope };
};

describe('InProcessTransport', () => {
  it('delivers each group the messages of its topics, in order, as copies', async () => {
    const transport = new InProcessTransport();
    await transport.start();
    const seen: Record<string, DeliveredMessage[]> = { a: [], b: [] };
    await transport.subscribe('a', [Made.topic], async (batch) => void seen.a.push(...batch));
    await transport.subscribe('b', [Made.topic, Other.topic], async (batch) => void seen.b.push(...batch));
    const sent = [message(Made, 1), message(Other, 2), message(Made, 3)];
    await transport.publish(sent);
    expect(seen.a.map((m) => m.envelope?.payload)).toEqual([{ n: 1 }, { n: 3 }]);
    expect(seen.b.map((m) => m.envelope?.payload)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(seen.a[0].envelope).toEqual(sent[0].envelope);
    expect(seen.a[0].envelope).not.toBe(sent[0].envelope);
    expect(seen.a[0].envelope).not.toBe(seen.b[0].envelope);
  });

  it('resolves only when every group has handled the batch, and rejects when one fails', async () => {
    const transport = new InProcessTransport();
    await transport.start();
    let release!: () => void;
    await transport.subscribe('slow', [Made.topic], () => new Promise<void>((resolve) => (release = resolve)));
    let done = false;
    const publishing = transport.publish([message(Made, 1)]).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    expect(await transport.lag()).toEqual([{ group: 'slow', topic: Made.topic, lag: 1 }]);
    release();
    await publishing;
    expect(done).toBe(true);

    await transport.subscribe('broken', [Made.topic], async () => {
      throw new Error('database down');
    });
    const ok = transport.publish([message(Made, 2)]);
    release();
    await expect(ok).rejects.toThrow('database down');
  });

  it('keeps a stopped group known: publishing what it wants fails until it subscribes again', async () => {
    const transport = new InProcessTransport();
    await transport.start();
    const subscription = await transport.subscribe('g', [Made.topic], async () => undefined);
    await expect(transport.subscribe('g', [Made.topic], async () => undefined)).rejects.toMatchObject({
      code: 'EVENTS.DUPLICATE_SUBSCRIPTION',
    });
    await subscription.close();
    await expect(transport.publish([message(Made, 1)])).rejects.toMatchObject({ code: 'EVENTS.CONSUMER_GROUP_CLOSED' });
    await expect(transport.publish([message(Other, 1)])).resolves.toBeUndefined();
    await transport.subscribe('g', [Made.topic], async () => undefined);
    await expect(transport.publish([message(Made, 1)])).resolves.toBeUndefined();
  });

  it('refuses to publish when stopped', async () => {
    const transport = new InProcessTransport();
    await expect(transport.publish([message(Made, 1)])).rejects.toMatchObject({ code: 'EVENTS.TRANSPORT_STOPPED' });
    await transport.start();
    expect(await transport.health()).toEqual({ status: 'up', detail: 'in-process' });
    await transport.stop();
    expect((await transport.health()).status).toBe('down');
  });
});
