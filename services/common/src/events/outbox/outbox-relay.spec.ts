import type { DataSource, QueryRunner } from 'typeorm';
import type { EventTransport, OutgoingMessage } from '../transport/event-transport';
import { OutboxRelay, type OutboxRelayParts } from './outbox-relay';
import type { ClaimedOutboxRow } from './outbox-store';

/**
 * The relay's round and loop against stand-ins for its database side (the SQL itself is covered by the integration
 * tests in ./test): what it publishes, in which order, when it commits or rolls back, and what it records.
 */

const row = (n: number): ClaimedOutboxRow => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  topic: 'jointly.test',
  key: `aggregate-${n % 3}`,
  type: 'test.happened',
  json: JSON.stringify({ id: `event-${n}`, type: 'test.happened', payload: { n } }),
  traceparent: null,
  tracestate: null,
});
const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => row(from + i));

/** A deferred promise: the test decides when a publish is accepted or refused. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function harness(options: { locked?: boolean; claims?: ClaimedOutboxRow[][]; claimError?: Error } = {}) {
  const log: string[] = [];
  const claims = [...(options.claims ?? [])];
  const runner = {
    isReleased: false,
    isTransactionActive: false,
    startTransaction: jest.fn(async () => {
      runner.isTransactionActive = true;
      log.push('begin');
    }),
    commitTransaction: jest.fn(async () => {
      runner.isTransactionActive = false;
      log.push('commit');
    }),
    rollbackTransaction: jest.fn(async () => {
      runner.isTransactionActive = false;
      log.push('rollback');
    }),
  };
  const store = {
    tryLock: jest.fn(async () => options.locked ?? true),
    claim: jest.fn(async () => {
      if (options.claimError) throw options.claimError;
      const next = claims.shift() ?? [];
      log.push(`claim ${next.length}`);
      return next;
    }),
    recordFailure: jest.fn(async (_ids: string[], _error: string) => undefined),
    backlog: jest.fn(async () => ({ backlog: 0, oldestPendingMs: 0 })),
    prunePublished: jest.fn(async () => 0),
  };
  const session = {
    acquire: jest.fn(async () => runner as unknown as QueryRunner),
    discard: jest.fn(() => log.push('discard')),
    close: jest.fn(async () => undefined),
  };
  const publishes: Array<{ messages: OutgoingMessage[]; done: ReturnType<typeof deferred> }> = [];
  const transport = {
    kind: 'kafka',
    publish: jest.fn((messages: OutgoingMessage[]) => {
      const done = deferred();
      publishes.push({ messages, done });
      log.push(`publish ${messages.map((m) => m.id?.slice(-2)).join(',')}`);
      return done.promise;
    }),
  } as unknown as EventTransport & { publish: jest.Mock };
  const parts: OutboxRelayParts = { store, session, retention: { prune: jest.fn(async () => ({ inbox: 0, deadLetters: 0 })) } };
  const relay = (relayOptions = {}) =>
    new OutboxRelay({} as DataSource, 'test', transport, { listen: false, batchSize: 2, pollIntervalMs: 10, ...relayOptions }, parts);
  /** Lets the relay run until it waits on something the test controls. */
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return { log, runner, store, session, transport, publishes, relay, settle };
}

describe('OutboxRelay round', () => {
  it('publishes batch after batch in claim order in one transaction, claiming the next while one is on its way', async () => {
    const h = harness({ claims: [rows(1, 2), rows(3, 2), rows(5, 1)] });
    const round = h.relay().runOnce();
    await h.settle();
    // The first batch is out and the second already claimed; the second is not sent before the first is accepted.
    expect(h.log).toEqual(['begin', 'claim 2', 'publish 01,02', 'claim 2']);
    h.publishes[0].done.resolve();
    await h.settle();
    expect(h.publishes).toHaveLength(2);
    expect(h.log.slice(4)).toEqual(['publish 03,04', 'claim 1']);
    h.publishes[1].done.resolve();
    await h.settle();
    h.publishes[2].done.resolve();
    await expect(round).resolves.toBe(5);
    expect(h.log.slice(6)).toEqual(['publish 05', 'claim 0', 'commit']);
    expect(h.publishes.flatMap((p) => p.messages.map((m) => m.key))).toEqual(rows(1, 5).map((r) => r.key));
    expect(h.store.recordFailure).not.toHaveBeenCalled();
  });

  it('stops claiming ahead after pipelineBatches batches and commits what it published', async () => {
    const h = harness({ claims: [rows(1, 2), rows(3, 2), rows(5, 2)] });
    const round = h.relay({ pipelineBatches: 2 }).runOnce();
    await h.settle();
    h.publishes[0].done.resolve();
    await h.settle();
    h.publishes[1].done.resolve();
    await expect(round).resolves.toBe(4);
    expect(h.log).toEqual(['begin', 'claim 2', 'publish 01,02', 'claim 2', 'publish 03,04', 'commit']);
  });

  it('answers busy, publishing nothing, while another relay holds the schema', async () => {
    const h = harness({ locked: false, claims: [rows(1, 2)] });
    await expect(h.relay().runOnce()).resolves.toBe('busy');
    expect(h.store.claim).not.toHaveBeenCalled();
    expect(h.transport.publish).not.toHaveBeenCalled();
    expect(h.log).toEqual(['begin', 'commit']);
  });

  it('rolls every batch of the round back when a publish fails, records the failure on the rows in hand and keeps the connection', async () => {
    const h = harness({ claims: [rows(1, 2), rows(3, 2)] });
    const round = h.relay().runOnce();
    await h.settle();
    h.publishes[0].done.resolve();
    await h.settle();
    h.publishes[1].done.reject(new Error('broker went away'));
    await expect(round).rejects.toThrow('broker went away');
    expect(h.log.slice(-1)).toEqual(['rollback']);
    expect(h.runner.commitTransaction).not.toHaveBeenCalled();
    expect(h.store.recordFailure).toHaveBeenCalledWith(
      rows(3, 2).map((r) => r.id),
      'Error: broker went away',
    );
    expect(h.session.discard).not.toHaveBeenCalled();
  });

  it('drops its connection after a database error (it may be broken) and records no publish failure', async () => {
    const h = harness({ claimError: new Error('terminating connection due to administrator command') });
    await expect(h.relay().runOnce()).rejects.toThrow('administrator command');
    expect(h.log).toEqual(['begin', 'rollback', 'discard']);
    expect(h.store.recordFailure).not.toHaveBeenCalled();
    expect(h.transport.publish).not.toHaveBeenCalled();
  });

  it('never runs two rounds at once on its one connection', async () => {
    const h = harness({ claims: [rows(1, 1), [], rows(2, 1)] });
    const relay = h.relay();
    const first = relay.runOnce();
    const second = relay.runOnce();
    await h.settle();
    expect(h.runner.startTransaction).toHaveBeenCalledTimes(1);
    h.publishes[0].done.resolve();
    await expect(first).resolves.toBe(1);
    await h.settle();
    expect(h.runner.startTransaction).toHaveBeenCalledTimes(2);
    h.publishes[1].done.resolve();
    await expect(second).resolves.toBe(1);
  });
});

describe('OutboxRelay loop', () => {
  it('backs off after a failed publish, says so in its stats, and publishes again with the failure count reset', async () => {
    // Each round claims its row, then (while it is on its way) finds nothing more; the failed round's row comes again.
    const h = harness({ claims: [rows(1, 1), [], rows(1, 1), []] });
    const relay = h.relay({ backoff: { initialMs: 5, maxMs: 5, jitter: 0 } });
    relay.start();
    try {
      for (let i = 0; i < 200 && h.publishes.length < 1; i++) await h.settle();
      h.publishes[0].done.reject(new Error('broker went away'));
      for (let i = 0; i < 200 && h.store.recordFailure.mock.calls.length < 1; i++) await h.settle();
      expect(await relay.stats()).toMatchObject({
        schema: 'test',
        state: 'backing-off',
        consecutiveFailures: 1,
        lastError: 'Error: broker went away',
      });
      await waitFor(() => h.publishes.length === 2);
      h.publishes[1].done.resolve();
      await waitFor(async () => (await relay.stats()).consecutiveFailures === 0);
      expect(await relay.stats()).toMatchObject({ state: 'running', publishedTotal: 1, consecutiveFailures: 0 });
    } finally {
      await relay.stop();
    }
    expect(await relay.stats()).toMatchObject({ state: 'stopped' });
    expect(h.session.close).toHaveBeenCalled();
  });
});

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
