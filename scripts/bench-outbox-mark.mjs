#!/usr/bin/env node
// What marking outbox rows published costs PostgreSQL: `node scripts/bench-outbox-mark.mjs`.
//
// The events benchmark (bench-events.mjs) says how much CPU each event costs the database in all; this one isolates the
// relay's claim. For each shape, an outbox made by the real shared migrations is filled with BENCH_MARK_EVENTS events
// (default 50,000) by OutboxService.addMany, 1,000 per transaction ("insert"), then drained in batches of
// BENCH_MARK_BATCH (default 500) in one transaction ("claim"); the CPU time of the backend doing it (/proc, Linux) is
// divided by the events. Each shape runs BENCH_MARK_REPEAT times (default 2) on a fresh outbox. In the first round each
// shape is also checked with concurrent writers (4 connections, transactions of 1-3 events held open 0-4 ms after their
// insert, so they commit out of seq order) and two relays claiming meanwhile, one claim in ten rolled back as by a relay
// killed before its commit: events lost, events claimed twice by committed claims.
//   claim (now)            OutboxStore.claim: walks the unpublished index, UPDATEs each row's published_at by ctid. The
//                          UPDATE cannot be HOT (published_at is in the unpublished index's predicate): a new row
//                          version, a new entry in every index (the id primary key) and its WAL, per event.
//   without id pkey        the same claim on an outbox without its id primary key (what that index entry costs; the
//                          outbox bulk test asserts that a duplicate event id is refused, which that index does).
//   HOT mark               per-row published_at kept, a plain seq index instead of the unpublished one, fillfactor 50,
//                          the walk starting at the last claimed seq: the UPDATE is HOT. That floor passes rows that
//                          commit late (the concurrent check loses them), as the plain watermark does.
//   watermark (plain seq)  rows read past a published-up-to seq, one state row updated per batch. Loses every row that
//                          commits after a row with a higher seq was published.
//   watermark (snapshot)   the same plus each row's transaction (xid8) and the snapshot of the claim that last moved
//                          the watermark: rows at or below it that this snapshot did not see are taken when they
//                          become visible (services/common/src/events/README.md says why that holds).
// The inbox row the consumer writes per event (InboxStore.record) is measured beside them. PostgreSQL: DATABASE_URL,
// else an embedded one in a temporary folder. Figures vary with the machine's load (printed with each); compare the
// shapes of one run.
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
  'watermark (plain seq)': {
    prepare: [
      `DROP INDEX $s.outbox_message_unpublished_idx`,
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
  'watermark (snapshot)': {
    prepare: [
      `ALTER TABLE $t ADD COLUMN tx xid8 NOT NULL DEFAULT pg_current_xact_id()`,
      `DROP INDEX $s.outbox_message_unpublished_idx`,
      `CREATE INDEX outbox_message_seq_idx ON $t (seq)`,
      `CREATE INDEX outbox_message_tx_idx ON $t (tx)`,
      `CREATE TABLE $s.relay_watermark (seq bigint NOT NULL, snap pg_snapshot NOT NULL)`,
      `INSERT INTO $s.relay_watermark VALUES (0, pg_current_snapshot())`,
    ],
    // Rows at or below the watermark whose transaction the last claim's snapshot did not see (in progress then, or
    // not started: all of them), then the next rows past it; the watermark and this statement's snapshot are stored
    // by the same statement.
    claim: () => async (runner) => {
      const [state] = await runner.query(
        `SELECT seq::text AS w, snap::text AS snap, pg_snapshot_xmax(snap)::text AS xmax,
                ARRAY(SELECT pg_snapshot_xip(snap))::text[] AS xip FROM $s.relay_watermark`,
      );
      return runner.query(
        `WITH late AS MATERIALIZED (
           SELECT seq FROM $t WHERE tx = ANY($4::xid8[]) AND seq <= $2::bigint
           UNION ALL SELECT seq FROM $t WHERE tx >= $3::xid8 AND seq <= $2::bigint),
         next AS MATERIALIZED (SELECT seq FROM $t WHERE seq > $2::bigint ORDER BY seq LIMIT $1),
         moved AS (
           UPDATE $s.relay_watermark SET seq = coalesce((SELECT max(seq) FROM next), seq), snap = pg_current_snapshot()
            WHERE EXISTS (SELECT FROM next) OR EXISTS (SELECT FROM late))
         SELECT ${cols} FROM $t WHERE seq = ANY(ARRAY(SELECT seq FROM late UNION ALL SELECT seq FROM next)) ORDER BY seq`,
        [batch, state.w, state.xmax, state.xip],
      );
    },
  },
};

/**
 * Writers that commit out of seq order (4 connections, transactions of 1-3 events held open 0-4 ms after their
 * insert) while two relays (replicas: the relay lock lets one claim at a time) claim, one transaction per claim, and
 * roll back one claim in ten (a relay killed after publishing, before its commit), until the writers are done and the
 * outbox is drained. Lost: written, never claimed by a committed claim; twice: claimed by two committed claims.
 */
async function concurrencyCheck(ds, schema, claim, store) {
  const outbox = new OutboxService(schema);
  const inserted = [];
  const claimed = [];
  let rolledBack = 0;
  let writing = 4;
  const writer = async (w) => {
    const runner = ds.createQueryRunner();
    try {
      for (let t = 0; t < 150; t++) {
        const list = makeEvents(w * 10_000 + t * 3, 1 + ((t + w) % 3));
        await runner.startTransaction();
        await outbox.addMany(runner.manager, list);
        await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 5)));
        await runner.commitTransaction();
        inserted.push(...list.map((e) => e.id));
      }
    } finally {
      writing--;
      await runner.release();
    }
  };
  const relay = async () => {
    const runner = ds.createQueryRunner();
    const sub = (sql) => sql.replaceAll('$t', `"${schema}".outbox_message`).replaceAll('$s', `"${schema}"`);
    const subRunner = { query: (sql, params) => runner.query(sub(sql), params) };
    try {
      for (let empty = 0; writing > 0 || empty < 3;) {
        await runner.startTransaction();
        if (!(await store.tryLock(runner))) {
          await runner.commitTransaction();
          await new Promise((resolve) => setTimeout(resolve, 1));
          continue;
        }
        const rows = await claim(subRunner);
        if (rows.length && Math.random() < 0.1) {
          await runner.rollbackTransaction();
          rolledBack++;
          continue;
        }
        await runner.commitTransaction();
        claimed.push(...rows.map((r) => r.id));
        // Empty claims count once the writers are done (the last of them then post-dates the last commit).
        empty = rows.length || writing > 0 ? 0 : empty + 1;
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    } finally {
      await runner.release();
    }
  };
  await Promise.all([writer(0), writer(1), writer(2), writer(3), relay(), relay()]);
  const distinct = new Set(claimed);
  return {
    inserted: inserted.length,
    lost: inserted.filter((id) => !distinct.has(id)).length,
    twice: claimed.length - distinct.size,
    rolledBack,
  };
}

const results = {};
const inserts = {};
const checks = {};
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
        const writer = ds.createQueryRunner();
        try {
          const writerCpu = await backendCpu(writer);
          const chunks = Array.from({ length: Math.ceil(events / 1000) }, (_, i) =>
            makeEvents(i * 1000, Math.min(1000, events - i * 1000)),
          );
          const beforeInsert = writerCpu();
          for (const chunk of chunks) {
            await writer.startTransaction();
            await outbox.addMany(writer.manager, chunk);
            await writer.commitTransaction();
          }
          const insertUs = (writerCpu() - beforeInsert) / events;
          (inserts[name] ??= []).push(insertUs);
        } finally {
          await writer.release();
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

          if (round === 1) {
            const check = await concurrencyCheck(ds, schema, claim, store);
            checks[name] = check;
            log(
              `${name} with concurrent writers: ${check.inserted} events written, ${check.lost} lost, ${check.twice} claimed twice (${check.rolledBack} claims rolled back)`,
            );
          }

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
    `Outbox mark cost (${events} events, batches of ${batch}; PostgreSQL backend CPU µs per event in each round, with the 1-minute load average)`,
    ...Object.entries(results).map(([name, figures]) =>
      [
        `  ${name.padEnd(22)} claim ${figures.map((f) => `${f.us.toFixed(1)} (load ${f.load.split(' ')[0]})`).join(', ')}`,
        inserts[name] ? `; insert ${inserts[name].map((us) => us.toFixed(1)).join(', ')}` : '',
        checks[name]
          ? `; concurrent writers, 2 relays: ${checks[name].lost} of ${checks[name].inserted} lost, ${checks[name].twice} twice`
          : '',
      ].join(''),
    ),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  await database.stop();
}
process.exit(0);
