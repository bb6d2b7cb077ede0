import { defineEvent } from '@jointly/contracts';
import { createEvent } from '../envelope/create-event';
import { OUTBOX_INSERT_CHUNK, buildOutboxBulkInsert, buildOutboxInserts } from './outbox-insert';

const Made = defineEvent<{ n: number }>('tenders', 'widget', 'made');

describe('buildOutboxInserts', () => {
  it('writes one multi-row insert into the schema-qualified outbox, keyed by aggregate and in order', () => {
    const events = [1, 2, 3].map((n) => createEvent(Made, { aggregateId: `w-${n}`, payload: { n } }));
    const [statement, ...rest] = buildOutboxInserts('ten"ders', events);
    expect(rest).toHaveLength(0);
    expect(statement.sql).toMatch(/^INSERT INTO "ten""ders"\."outbox_message" \(id, topic, key, type, envelope\) VALUES/);
    expect(statement.sql).toContain('($11, $12, $13, $14, $15::jsonb)');
    expect(statement.params).toHaveLength(15);
    expect(statement.params.slice(0, 4)).toEqual([events[0].id, 'tenders.widget', 'w-1', 'tenders.widget.made']);
    expect(JSON.parse(statement.params[14] as string)).toEqual(events[2]);
  });

  it('notifies the relay in the last statement', () => {
    const events = Array.from({ length: OUTBOX_INSERT_CHUNK + 1 }, (_, n) => createEvent(Made, { aggregateId: 'w', payload: { n } }));
    const [first, last] = buildOutboxInserts('tenders', events, 'jointly_outbox_tenders');
    expect(first.sql).not.toContain('pg_notify');
    expect(last.sql).toBe(
      `WITH inserted AS (INSERT INTO "tenders"."outbox_message" (id, topic, key, type, envelope) VALUES ($1, $2, $3, $4, $5::jsonb) RETURNING 1) SELECT pg_notify($6, '')`,
    );
    expect(last.params[5]).toBe('jointly_outbox_tenders');
  });

  it('splits large batches to stay under the parameter limit', () => {
    const events = Array.from({ length: OUTBOX_INSERT_CHUNK * 2 + 1 }, (_, n) => createEvent(Made, { aggregateId: 'w', payload: { n } }));
    const statements = buildOutboxInserts('tenders', events);
    expect(statements.map((s) => s.params.length / 5)).toEqual([OUTBOX_INSERT_CHUNK, OUTBOX_INSERT_CHUNK, 1]);
    expect(statements.flatMap((s) => s.params.filter((_, i) => i % 5 === 0))).toEqual(events.map((e) => e.id));
  });
});

describe('buildOutboxBulkInsert', () => {
  it('writes every event in one statement from one JSON array and the topics, in order, notifying the relay', () => {
    const events = Array.from({ length: OUTBOX_INSERT_CHUNK * 3 }, (_, n) => createEvent(Made, { aggregateId: `w-${n}`, payload: { n } }));
    const statement = buildOutboxBulkInsert('ten"ders', events, 'jointly_outbox_tenders');
    expect(statement.sql).toMatch(
      /^WITH inserted AS \(INSERT INTO "ten""ders"\."outbox_message" \(id, topic, key, type, envelope\) SELECT/,
    );
    expect(statement.sql).toContain('WITH ORDINALITY');
    expect(statement.sql).toMatch(/ORDER BY x\.n RETURNING 1\) SELECT pg_notify\(\$3, ''\)$/);
    expect(statement.params).toHaveLength(3);
    expect(JSON.parse(statement.params[0] as string)).toEqual(events);
    expect(statement.params[1]).toEqual(events.map(() => 'tenders.widget'));
    expect(statement.params[2]).toBe('jointly_outbox_tenders');
  });

  it('is a plain insert without a channel', () => {
    const statement = buildOutboxBulkInsert('tenders', [createEvent(Made, { aggregateId: 'w', payload: { n: 1 } })]);
    expect(statement.sql).toMatch(/^INSERT INTO "tenders"\."outbox_message"/);
    expect(statement.sql).not.toContain('pg_notify');
    expect(statement.params).toHaveLength(2);
  });
});
