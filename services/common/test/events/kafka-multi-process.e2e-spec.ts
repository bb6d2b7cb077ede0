import { randomBytes } from 'node:crypto';
import { describeKafka } from '@jointly/common/testing';
import type { DataSource } from 'typeorm';
import { consumerMigration, producerMigration } from '../fixtures/events/fixture-schema';
import { DedicatedBroker } from './support/dedicated-broker';
import { FixtureProcess } from './support/fixture-process';
import { databaseUrl, dropTestSchema, openTestDataSource, waitFor } from './support/test-database';

/** One isolated run: its own producer and consumer schemas, topic (event service name) and consumer group. */
class Run {
  readonly id = randomBytes(4).toString('hex');
  readonly producerSchema = `kmpp_${this.id}`;
  readonly consumerSchema = `kmpc_${this.id}`;
  readonly eventService = `kmp${this.id}`;
  readonly processes: FixtureProcess[] = [];
  consumerDs!: DataSource;
  producerDs!: DataSource;

  constructor(readonly brokers: string) {}

  async open(): Promise<void> {
    [this.producerDs, this.consumerDs] = await Promise.all([
      openTestDataSource(this.producerSchema, [producerMigration(this.producerSchema)]),
      openTestDataSource(this.consumerSchema, [consumerMigration(this.consumerSchema)]),
    ]);
  }

  private env(schema: string, extra: Record<string, string> = {}): Record<string, string> {
    return {
      DATABASE_URL: databaseUrl(),
      KAFKA_BROKERS: this.brokers,
      FIXTURE_SCHEMA: schema,
      FIXTURE_EVENT_SERVICE: this.eventService,
      ...extra,
    };
  }

  async producer(): Promise<FixtureProcess> {
    const proc = new FixtureProcess('producer', 'producer.fixture.ts', this.env(this.producerSchema));
    this.processes.push(proc);
    await proc.expect('ready', 90_000);
    return proc;
  }

  async consumer(slowMs = 0): Promise<FixtureProcess> {
    const proc = new FixtureProcess('consumer', 'consumer.fixture.ts', this.env(this.consumerSchema, { FIXTURE_SLOW_MS: String(slowMs) }));
    this.processes.push(proc);
    await proc.expect('ready', 90_000);
    return proc;
  }

  /** Rows in the consumer's effect table, and how many distinct events they are. */
  async applied(): Promise<{ rows: number; distinct: number; pids: number }> {
    const [r] = await this.consumerDs.query(
      `SELECT count(*)::int AS rows, count(DISTINCT event_id)::int AS distinct, count(DISTINCT pid)::int AS pids FROM "${this.consumerSchema}".applied`,
    );
    return r;
  }

  async widgets(): Promise<number> {
    const [r] = await this.producerDs.query(`SELECT count(*)::int AS n FROM "${this.producerSchema}".widget`);
    return r.n;
  }

  async waitApplied(n: number, timeoutMs: number): Promise<void> {
    await waitFor(
      `${n} applied events`,
      async () => {
        for (const p of this.processes)
          if (!p.alive && p.child.signalCode !== 'SIGKILL' && p.child.exitCode !== 0) throw new Error(`${p.name} died:\n${p.output()}`);
        return (await this.applied()).rows >= n;
      },
      timeoutMs,
      100,
    );
    // Anything extra (a duplicate) would arrive right behind: give it the chance to show up.
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }

  async close(): Promise<void> {
    await Promise.all(this.processes.map((p) => p.stop('SIGTERM').catch(() => undefined)));
    await dropTestSchema(this.producerDs, this.producerSchema);
    await dropTestSchema(this.consumerDs, this.consumerSchema);
  }
}

describeKafka('events over Kafka between processes', (brokers) => {
  let run: Run | undefined;

  afterEach(async () => {
    await run?.close();
    run = undefined;
  });

  it('applies every event of another process exactly once', async () => {
    run = new Run(brokers.join(','));
    await run.open();
    const [consumer, producer] = await Promise.all([run.consumer(), run.producer()]);
    await producer.request({ cmd: 'produce', from: 0, count: 300, perTx: 10 }, 'produced');
    expect(await run.widgets()).toBe(300);
    await run.waitApplied(300, 60_000);
    expect(await run.applied()).toEqual({ rows: 300, distinct: 300, pids: 1 });
    const { stats } = (await producer.request({ cmd: 'stats' }, 'stats')) as { stats: { backlog: number; publishedTotal: number } };
    expect(stats).toMatchObject({ backlog: 0, publishedTotal: 300 });
    expect(consumer.alive).toBe(true);
  }, 110_000);

  it('loses and duplicates nothing when the consumer is killed -9 mid-stream and restarted', async () => {
    run = new Run(brokers.join(','));
    await run.open();
    const [first, producer] = await Promise.all([run.consumer(8), run.producer()]);
    await producer.request({ cmd: 'produce', from: 0, count: 400, perTx: 20 }, 'produced');
    await waitFor('the consumer to be mid-stream', async () => (await run!.applied()).rows >= 60, 60_000, 20);
    await first.stop('SIGKILL');
    const atKill = await run.applied();
    expect(atKill.rows).toBeLessThan(400);
    await run.consumer(0);
    await run.waitApplied(400, 90_000);
    const after = await run.applied();
    expect(after).toMatchObject({ rows: 400, distinct: 400, pids: 2 });
  }, 115_000);

  describe('with a broker of its own that is stopped and started', () => {
    const broker = new DedicatedBroker();

    beforeAll(async () => {
      if (!DedicatedBroker.available()) throw new Error('infra/kafka/kafka.sh is missing: it starts the dedicated broker of this test');
      await broker.start();
    }, 150_000);

    afterAll(async () => {
      await broker.destroy();
    }, 60_000);

    it('delivers a burst written while the broker was down, exactly once, after it is back', async () => {
      run = new Run(broker.brokers);
      await run.open();
      const [, producer] = await Promise.all([run.consumer(), run.producer()]);
      await producer.request({ cmd: 'produce', from: 0, count: 100, perTx: 10 }, 'produced');
      await run.waitApplied(100, 30_000);

      await broker.stop();
      await producer.request({ cmd: 'produce', from: 100, count: 200, perTx: 5 }, 'produced');
      await waitFor(
        'the relay to notice the outage',
        async () => ((await producer.request({ cmd: 'stats' }, 'stats')).stats as { state: string }).state === 'backing-off',
        30_000,
        250,
      ).catch((error) => {
        throw new Error(`${(error as Error).message}\n${producer.output()}`);
      });
      const during = await run.applied();
      expect(during.rows).toBe(100);

      await broker.start();
      await run.waitApplied(300, 90_000);
      expect(await run.applied()).toEqual({ rows: 300, distinct: 300, pids: 1 });
      const { stats } = (await producer.request({ cmd: 'stats' }, 'stats')) as { stats: { backlog: number; state: string } };
      expect(stats).toMatchObject({ backlog: 0, state: 'running' });
    }, 170_000);
  });
});
