import type { ServiceName } from '@jointly/common/config';
import { openServiceDataSource, transaction } from '@jointly/common/database';
import { createEvent, OutboxRelay, OutboxService, type EventTransport } from '@jointly/common/events';
import { KafkaTransport } from '@jointly/common/kafka';
import { defineEvent } from '@jointly/contracts';

export async function profile(databaseUrl: string, brokers: string[]) {
  const schema = `prof_${Date.now()}`;
  const Item = defineEvent<{ n: number; title: string }>(`prof${Date.now()}`, 'item', 'made');
  const ds = await openServiceDataSource({ databaseUrl }, { service: schema as ServiceName, entities: [], migrations: [] }, () => undefined);
  const kafka = new KafkaTransport({ brokers, topics: [Item.topic] });
  await kafka.start();
  let publishMs = 0;
  const timed: EventTransport = Object.assign(Object.create(kafka), {
    publish: async (m: Parameters<EventTransport['publish']>[0]) => {
      const t = performance.now();
      await kafka.publish(m);
      publishMs += performance.now() - t;
    },
  });
  const outbox = new OutboxService(schema);
  for (const batch of [500, 1000, 2000]) {
    for (let i = 0; i < 10; i++)
      await transaction(ds, (m) => outbox.add(m, Array.from({ length: 1000 }, (_, n) => createEvent(Item, { aggregateId: `t-${n % 500}`, payload: { n, title: 'Domiciliary care framework lot, Example County Council' } }))));
    const relay = new OutboxRelay(ds, schema, timed, { batchSize: batch, listen: false });
    publishMs = 0;
    const t = performance.now();
    let rounds = 0;
    while ((await relay.runOnce()) !== 0) rounds++;
    const total = performance.now() - t;
    console.log(`batch ${batch}: ${rounds} rounds, total ${total.toFixed(0)} ms, publish ${publishMs.toFixed(0)} ms, db ${(total - publishMs).toFixed(0)} ms => ${(10000 / total * 1000).toFixed(0)}/s`);
  }
  await kafka.stop();
  await ds.query(`DROP SCHEMA "${schema}" CASCADE`);
  await ds.destroy();
}

import { EventConsumerRunner } from '@jointly/common/events';
export async function profileConsumer(databaseUrl: string, brokers: string[]) {
  for (const [noop, batch, parts] of [[true, 200, 3], [false, 200, 3], [false, 500, 3]] as const) {
    const id = `${Date.now()}`;
    const schema = `profc_${id}`;
    const Item = defineEvent<{ n: number; title: string }>(`profc${id}`, 'item', 'made');
    const ds = await openServiceDataSource({ databaseUrl }, { service: schema as ServiceName, entities: [], migrations: [] }, () => undefined);
    await ds.query(`CREATE TABLE "${schema}".seen (event_id text, n int)`);
    const kafka = new KafkaTransport({ brokers, topics: [Item.topic], numPartitions: parts, partitionsConsumedConcurrently: parts, maxBatchSize: 1000 });
    await kafka.start();
    for (let i = 0; i < 10; i++)
      await kafka.publish(Array.from({ length: 1000 }, (_, n) => { const e = createEvent(Item, { aggregateId: `t-${n % 500}`, payload: { n, title: 'Domiciliary care framework lot' } }); return { topic: Item.topic, key: e.aggregateId, envelope: e }; }));
    let done = 0; let resolve!: () => void; const all = new Promise<void>((r) => (resolve = r));
    const runner = new EventConsumerRunner(ds, schema, kafka, { maxBatchSize: batch, onProcessed: () => { if (++done === 10000) resolve(); } });
    runner.register({ service: schema, name: 'X', topics: [Item.topic], handle: async (e, m) => { if (!noop) await m.query(`INSERT INTO "${schema}".seen (event_id, n) VALUES ($1, $2)`, [e.id, 1]); },
      handleBatch: async (es, m) => { if (!noop) await m.query(`INSERT INTO "${schema}".seen (event_id, n) SELECT * FROM unnest($1::text[], $2::int[])`, [es.map((e) => e.id), es.map(() => 1)]); } });
    const t = performance.now();
    await runner.start();
    await all;
    console.log(`consumer noop=${noop} dbBatch=${batch} partitions=${parts}: ${(performance.now() - t).toFixed(0)} ms (incl. group join) => ${(10000 / (performance.now() - t) * 1000).toFixed(0)}/s`);
    await runner.stop(); await kafka.stop();
    await ds.query(`DROP SCHEMA "${schema}" CASCADE`); await ds.destroy();
  }
}
