import type { EventEnvelope } from '@jointly/contracts';
import type { DataSource } from 'typeorm';
import type { DeliveredMessage, EventTransport } from '../transport/event-transport';
import type { WorkItem } from './delivery-plan';
import { ConsumerStoppedError, EventConsumerRunner, type EventConsumerRunnerParts } from './event-consumer-runner';
import type { EventConsumerDefinition } from './event-consumer.definition';
import type { NewDeadLetter } from './dead-letter.store';
import type { InboxBatchResult } from './inbox-batch';

/**
 * The runner's retry and dead-letter rules against a stand-in for its inbox transaction (the transaction itself is
 * covered by inbox-batch and the integration tests): which items go in which transaction, in which order, what is
 * retried alone, what is parked, and what a stop does to a batch in hand.
 */

const envelope = (n: number, type = 'test.happened'): EventEnvelope =>
  ({ id: `event-${n}`, type, occurredAt: '2026-11-27T12:00:00Z', aggregateId: `a-${n}`, payload: { n } }) as unknown as EventEnvelope;
const message = (n: number, topic = 'jointly.test', type?: string): DeliveredMessage => ({
  topic,
  key: `a-${n}`,
  envelope: envelope(n, type),
});
const consumer = (name: string, topics = ['jointly.test'], types?: string[]): EventConsumerDefinition => ({
  service: 'test',
  name,
  topics,
  types,
  handle: async () => undefined,
});
const ids = (items: WorkItem[]) => items.map((i) => `${i.consumer.name}:${i.envelope.id.replace('event-', '')}`).join(',');

/**
 * `fail(item, attempt)` says whether the item's handler throws on its nth transaction (1-based); the stand-in answers
 * like runInboxBatch: all applied, or the index of the first failing item (everything rolled back).
 */
function harness(fail: (key: string, attempt: number) => boolean = () => false, options = {}) {
  const calls: string[] = [];
  const attempts = new Map<string, number>();
  const runBatch = jest.fn(async (items: WorkItem[]): Promise<InboxBatchResult> => {
    calls.push(ids(items));
    for (const [index, item] of items.entries()) {
      const key = ids([item]);
      const attempt = (attempts.get(key) ?? 0) + 1;
      attempts.set(key, attempt);
      if (fail(key, attempt)) return { ok: false, failedAt: index, error: new Error(`${key} failed`) };
    }
    return { ok: true, processed: items, duplicates: [] };
  });
  const deadLetters = { add: jest.fn(async (_letter: NewDeadLetter) => undefined) };
  const parts: EventConsumerRunnerParts = { runBatch, deadLetters };
  const runner = new EventConsumerRunner(
    {} as DataSource,
    'test',
    {} as EventTransport,
    { backoff: { initialMs: 1, maxMs: 1, jitter: 0 }, maxAttempts: 3, ...options },
    parts,
  );
  return { runner, calls, runBatch, deadLetters };
}

describe('EventConsumerRunner', () => {
  it('applies a batch in one transaction, in order, for every consumer that wants each event', async () => {
    const h = harness();
    h.runner.register(consumer('First'));
    h.runner.register(consumer('OnlyOther', ['jointly.test'], ['test.other']));
    await h.runner.handleBatch([message(1), message(2, 'jointly.test', 'test.other'), message(3)]);
    expect(h.calls).toEqual(['First:1,First:2,OnlyOther:2,First:3']);
    expect(h.runner.counters().map((c) => [c.consumer, c.processed])).toEqual([
      ['First', 3],
      ['OnlyOther', 1],
    ]);
  });

  it('re-applies the items before a failing one, retries that one alone, then goes on with the rest', async () => {
    const h = harness((key, attempt) => key === 'First:2' && attempt === 1);
    h.runner.register(consumer('First'));
    await h.runner.handleBatch([message(1), message(2), message(3)]);
    expect(h.calls).toEqual(['First:1,First:2,First:3', 'First:1', 'First:2', 'First:3']);
    expect(h.deadLetters.add).not.toHaveBeenCalled();
    expect(h.runner.counters()[0]).toMatchObject({ processed: 3, failed: 1, deadLettered: 0 });
  });

  it('parks an event that keeps failing after maxAttempts, with its error, and applies the next one', async () => {
    const h = harness((key) => key === 'First:2');
    h.runner.register(consumer('First'));
    await h.runner.handleBatch([message(1), message(2), message(3)]);
    expect(h.calls).toEqual(['First:1,First:2,First:3', 'First:1', 'First:2', 'First:2', 'First:3']);
    expect(h.deadLetters.add).toHaveBeenCalledWith({
      consumer: 'First',
      topic: 'jointly.test',
      eventId: 'event-2',
      eventType: 'test.happened',
      envelope: envelope(2),
      error: 'Error: First:2 failed',
      attempts: 3,
    });
    expect(h.runner.counters()[0]).toMatchObject({ processed: 2, deadLettered: 1 });
  });

  it('applies one by one when the transaction failed without naming an item (a failed commit)', async () => {
    const h = harness();
    h.runBatch.mockImplementationOnce(async (items: WorkItem[]) => {
      h.calls.push(ids(items));
      return { ok: false, failedAt: null, error: new Error('could not serialize access') };
    });
    h.runner.register(consumer('First'));
    await h.runner.handleBatch([message(1), message(2)]);
    expect(h.calls).toEqual(['First:1,First:2', 'First:1', 'First:2']);
    expect(h.runner.counters()[0]).toMatchObject({ processed: 2 });
  });

  it('splits a large delivery into transactions of maxBatchSize', async () => {
    const h = harness(() => false, { maxBatchSize: 2 });
    h.runner.register(consumer('First'));
    await h.runner.handleBatch([1, 2, 3, 4, 5].map((n) => message(n)));
    expect(h.calls).toEqual(['First:1,First:2', 'First:3,First:4', 'First:5']);
  });

  it('parks an undecodable message once for each consumer of its topic, and applies the rest', async () => {
    const h = harness();
    h.runner.register(consumer('First'));
    h.runner.register(consumer('Second'));
    h.runner.register(consumer('Elsewhere', ['jointly.other']));
    const broken: DeliveredMessage = {
      topic: 'jointly.test',
      key: 'k',
      partition: 2,
      offset: '41',
      raw: '{not json',
      decodeError: 'Unexpected token',
    };
    await h.runner.handleBatch([broken, message(1)]);
    expect(h.deadLetters.add.mock.calls.map(([letter]) => [letter.consumer, letter.error, letter.eventId])).toEqual([
      ['First', 'undecodable message: Unexpected token', null],
      ['Second', 'undecodable message: Unexpected token', null],
    ]);
    expect(h.calls).toEqual(['First:1,Second:1']);
  });

  it('gives a batch back unacknowledged when stopped during a retry (it is delivered again later)', async () => {
    const h = harness((key) => key === 'First:1', { backoff: { initialMs: 60_000, maxMs: 60_000, jitter: 0 } });
    h.runner.register(consumer('First'));
    const handling = h.runner.handleBatch([message(1)]);
    await new Promise((resolve) => setImmediate(resolve));
    await h.runner.stop();
    await expect(handling).rejects.toBeInstanceOf(ConsumerStoppedError);
    expect(h.deadLetters.add).not.toHaveBeenCalled();
  });

  it('refuses consumers it cannot run: another service, no name, a duplicate name, no topic', () => {
    const { runner } = harness();
    runner.register(consumer('First'));
    expect(() => runner.register({ ...consumer('Foreign'), service: 'other' })).toThrow('belongs to service "other"');
    expect(() => runner.register(consumer(''))).toThrow('needs a name');
    expect(() => runner.register(consumer('First'))).toThrow('duplicate event consumer name "First"');
    expect(() => runner.register(consumer('Nothing', []))).toThrow('subscribes to no topic');
  });
});
