#!/usr/bin/env node
// What marking outbox rows published costs PostgreSQL: `node scripts/bench-outbox-mark.mjs`.
//
// The events benchmark (bench-events.mjs) says how much CPU each event costs the database in all; this one isolates the
// relay's claim. A backlog of BENCH_MARK_EVENTS events (default 50,000) is inserted into an outbox made by the real
// shared migrations (OutboxService.addMany), then drained in batches of BENCH_MARK_BATCH (default 500) in one
// transaction, and the CPU time of the relay connection's backend (/proc, Linux) is divided by the rows drained.
// Each shape runs BENCH_MARK_REPEAT times (default 2) on a fresh outbox:
//   claim (now)       OutboxStore.claim: walks the unpublished index, UPDATEs each row's published_at by ctid. The
//                     UPDATE cannot be HOT (published_at is in the unpublished index's predicate): a new row version,
//                     a new entry in every index (the id primary key) and its WAL, per event.
//   without id pkey   the same claim on an outbox without its id primary key (what the pkey entry costs; the outbox
//                     bulk test asserts that a duplicate event id is refused, which that index does).
//   HOT mark          per-row published_at kept, but the unpublished index replaced by a plain seq index, fillfactor 50
//                     and a floor to start the walk from: the UPDATE is HOT (no index entry). Needs a floor that never
//                     passes a row committed late (see below), and the claim-plan test asserts the unpublished index.
//   watermark         rows read past a published-up-to seq, one state row updated per batch: no per-row write at all.
//                     It reads here as the floor of what a claim can cost, not as a design: with concurrent writers
//                     a row with a lower seq can commit after a higher one was published (seq is drawn at insert, the
//                     commit comes later), and a seq watermark would pass it and lose it; per-row published_at is what
//                     the tests, the chaos checks and the ops backlog read.
// The inbox row the consumer writes per event (INSERT … ON CONFLICT DO NOTHING RETURNING, as InboxStore.record) is
// measured beside them. PostgreSQL: DATABASE_URL, else an embedded one in a temporary folder. Figures vary with the
// machine's load (printed with each); compare the shapes of one run.
import fs from 'node:fs';
import { benchLog, fromRoot, loadAverage, startBenchDatabase, wholeNumber } from './bench/setup.mjs';

const events = wholeNumber('BENCH_MARK_EVENTS', 50_000, { min: 1 });
const batch = wholeNumber('BENCH_MARK_BATCH', 500, { min: 1 });
const repeat = wholeNumber('BENCH_MARK_REPEAT', 2, { min: 1 });
const log = benchLog('bench-outbox-mark');
const database = process.env.DATABASE_URL
  ? { url: process.env.DATABASE_URL, stop: async () => undefined }
  : await startBenchDatabase({ name: 'bench-outbox-mark', log });

const { openServiceDataSource } = fromRoot('services/common/src/database/index.ts');
const { createEvent, OutboxService } = fromRoot('services/common/src/events/index.ts');
const { OutboxStore } = fromRoot('services/common/src/events/outbox/outbox-store.ts');
const { defineEvent } = fromRoot('services/contracts/src/index.ts');
const { InboxStore } = fromRoot('services/common/src/events/inbox/inbox-store.ts');

const ItemMade = defineEvent('benchmark', 'item', 'made');
const makeEvents = (from, count) =>
  Array.from({ length: count }, (_, i) =>
    createEvent(ItemMade, {
      aggregateId: `tender-${(from + i) % 500}`,
      actorId: 'bench',
      payload: {
        n: from + i,
        title: `Domiciliary care framework lot ${from + i}`,
        buyer: 'Example County Council',
        cpv: ['85000000', '85310000'],
      },
    }),
  );

/** CPU microseconds the backend of `runner` has used so far (utime + stime, 10 ms ticks). */
async function backendCpu(runner) {
  const [{ pid }] = await runner.query('SELECT pg_backend_pid() AS pid');
  return () => {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  };
}

const cols = `seq, id, topic, key, type, envelope::text AS json, envelope->>'traceparent' AS traceparent, envelope->>'tracestate' AS tracestate`;

/** Each shape: SQL run on the fresh outbox before the backlog is written, and one claim of up to $1 rows. */
const shapes = {
  'claim (now)': { prepare: [], claim: (store) => (runner) => store.claim(runner, batch) },
  'without id pkey': {
    prepare: [`ALTER TABLE $t DROP CONSTRAINT outbox_message_pkey`],
    claim: (store) => (runner) => store.claim(runner, batch),
  },
  'HOT mark': {
    prepare: [
      `ALTER TABLE $t SET (fillfactor = 50)`,
      `DROP INDEX $s.outbox_message_unpublished_idx`,
      `CREATE INDEX outbox_message_seq_idx ON $t (seq)`,
      `CREATE TABLE $s.relay_floor (seq bigint NOT NULL)`,
      `INSERT INTO $s.relay_floor VALUES (0)`,
    ],
    claim: () => (runner) =>
      runner.query(
        `WITH picked AS MATERIALIZED (
           SELECT ctid, seq FROM $t WHERE seq >= (SELECT seq FROM $s.relay_floor) AND published_at IS NULL ORDER BY seq LIMIT $1),
         claimed AS (
           UPDATE $t SET published_at = clock_timestamp(), attempts = attempts + 1, last_error = NULL
            WHERE ctid = ANY(ARRAY(SELECT ctid FROM picked)) RETURNING ${cols}),
         floor AS (UPDATE $s.relay_floor SET seq = (SELECT max(seq) + 1 FROM picked) WHERE EXISTS (SELECT FROM picked))
         SELECT * FROM claimed ORDER BY seq`,
        [batch],
      ),
  },
  watermark: {
    prepare: [
      `CREATE INDEX outbox_message_seq_idx ON $t (seq)`,
      `CREATE TABLE $s.relay_watermark (seq bigint NOT NULL)`,
      `INSERT INTO $s.relay_watermark VALUES (0)`,
    ],
    claim: () => (runner) =>
      runner.query(
        `WITH picked AS MATERIALIZED (SELECT ${cols} FROM $t WHERE seq > (SELECT seq FROM $s.relay_watermark) ORDER BY seq LIMIT $1),
         moved AS (UPDATE $s.relay_watermark SET seq = (SELECT max(seq) FROM picked) WHERE EXISTS (SELECT FROM picked))
         SELECT * FROM picked ORDER BY seq`,
        [batch],
      ),
  },
};

const results = {};
let schemaNo = 0;
try {
  for (let round = 1; round <= repeat; round++) {
    for (const [name, shape] of Object.entries(shapes)) {
      const schema = `bench_mark_${process.pid}_${schemaNo++}`;
      const ds = await openServiceDataSource(
        { databaseUrl: database.url },
        { service: schema, entities: [], migrations: [] },
        () => undefined,
      );
      const sub = (sql) => sql.replaceAll('$t', `"${schema}".outbox_message`).replaceAll('$s', `"${schema}"`);
      try {
        for (const sql of shape.prepare) await ds.query(sub(sql));
        const outbox = new OutboxService(schema);
        for (let n = 0; n < events; n += 5000) {
          const chunk = makeEvents(n, Math.min(5000, events - n));
          await ds.transaction((manager) => outbox.addMany(manager, chunk));
        }
        await ds.query(`VACUUM ANALYZE "${schema}".outbox_message`);
        const store = new OutboxStore(ds, schema);
        const runner = ds.createQueryRunner();
        const claim = shape.claim(store);
        const subRunner = { query: (sql, params) => runner.query(sub(sql), params) };
        try {
          const cpu = await backendCpu(runner);
          await runner.startTransaction();
          if (!(await store.tryLock(runner))) throw new Error('relay lock taken');
          const before = cpu();
          let drained = 0;
          for (let rows = await claim(subRunner); rows.length; rows = await claim(subRunner)) drained += rows.length;
          await runner.commitTransaction();
          const us = (cpu() - before) / drained;
          if (drained !== events) throw new Error(`${name}: drained ${drained} of ${events}`);
          (results[name] ??= []).push({ us, load: loadAverage() });
          log(`round ${round} ${name}: ${us.toFixed(1)} µs per event (load ${loadAverage()})`);

          if (name === 'claim (now)') {
            const inbox = new InboxStore(schema);
            const ids = makeEvents(0, events).map((e) => e.id);
            const beforeInbox = cpu();
            for (let at = 0; at < ids.length; at += batch) {
              await runner.startTransaction();
              await inbox.record(
                runner,
                ids.slice(at, at + batch).map((eventId) => ({ consumer: 'bench-consumer', eventId })),
              );
              await runner.commitTransaction();
            }
            const inboxUs = (cpu() - beforeInbox) / ids.length;
            (results['inbox row (consumer)'] ??= []).push({ us: inboxUs, load: loadAverage() });
            log(`round ${round} inbox row (consumer): ${inboxUs.toFixed(1)} µs per event (load ${loadAverage()})`);
          }
        } finally {
          await runner.release();
        }
      } finally {
        await ds.query(`DROP SCHEMA "${schema}" CASCADE`).catch(() => undefined);
        await ds.destroy();
      }
    }
  }
  const lines = [
    `Outbox mark cost (${events} events, batches of ${batch}; PostgreSQL backend CPU µs per event, each round's figure with its 1-minute load average)`,
    ...Object.entries(results).map(
      ([name, figures]) => `  ${name.padEnd(22)} ${figures.map((f) => `${f.us.toFixed(1)} (load ${f.load.split(' ')[0]})`).join(', ')}`,
    ),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  await database.stop();
}
process.exit(0);
