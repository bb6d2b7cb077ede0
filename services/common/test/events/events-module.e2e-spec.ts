import { Inject, Injectable, Module } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import { defineEvent, type EventEnvelope } from '@jointly/contracts';
import type { ServiceName } from '@jointly/common/config';
import { transaction } from '@jointly/common/database';
import {
  createEvent,
  EVENT_TRANSPORT,
  EventConsumer,
  EventConsumerRunner,
  EventsHealth,
  EventsModule,
  OutboxService,
  type EventConsumerHandler,
  type EventTransport,
} from '@jointly/common/events';
import { ServiceCoreModule } from '@jointly/common/service';
import { call, createTestApp } from '@jointly/common/testing';
import type { DataSource, EntityManager } from 'typeorm';
import { sqlMigration, uniqueSchema, waitFor } from './support/test-database';

const P = uniqueSchema('nestp') as ServiceName;
const C = uniqueSchema('nestc') as ServiceName;
const WidgetMade = defineEvent<{ n: number }>('nestevt', 'widget', 'made');

@Injectable()
class MakeWidgets {
  constructor(
    @Inject(getDataSourceToken(P)) private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  run(from: number, count: number): Promise<void> {
    return transaction(this.dataSource, async (manager) => {
      for (let n = from; n < from + count; n++) {
        await manager.query(`INSERT INTO "${P}".widget (n) VALUES ($1)`, [n]);
        await this.outbox.add(manager, createEvent(WidgetMade, { aggregateId: `w-${n}`, payload: { n } }));
      }
    });
  }
}

@Injectable()
@EventConsumer({ service: C, name: 'CountOnWidgetMade', events: [WidgetMade] })
class CountOnWidgetMade implements EventConsumerHandler<{ n: number }> {
  async handle(envelope: EventEnvelope<{ n: number }>, manager: EntityManager): Promise<void> {
    await manager.query(`INSERT INTO "${C}".seen (event_id, n) VALUES ($1, $2)`, [envelope.id, envelope.payload.n]);
  }
}

@Injectable()
@EventConsumer({ service: P, name: 'AuditOnWidgetMade', events: [WidgetMade] })
class AuditOnWidgetMade implements EventConsumerHandler<{ n: number }> {
  async handle(envelope: EventEnvelope<{ n: number }>, manager: EntityManager): Promise<void> {
    await manager.query(`INSERT INTO "${P}".audit (event_id) VALUES ($1)`, [envelope.id]);
  }
}

@Module({
  imports: [
    ServiceCoreModule.forService({
      service: P,
      entities: [],
      migrations: [
        sqlMigration(P, 'CreateWidget1900000000000', [
          'CREATE TABLE $schema.widget (n int PRIMARY KEY)',
          'CREATE TABLE $schema.audit (event_id text NOT NULL)',
        ]),
      ],
    }),
    EventsModule.forService(P),
  ],
  providers: [MakeWidgets, AuditOnWidgetMade],
})
class ProducerServiceModule {}

@Module({
  imports: [
    ServiceCoreModule.forService({
      service: C,
      entities: [],
      migrations: [sqlMigration(C, 'CreateSeen1900000000000', ['CREATE TABLE $schema.seen (event_id text NOT NULL, n int NOT NULL)'])],
    }),
    EventsModule.forService(C),
  ],
  providers: [CountOnWidgetMade],
})
class ConsumerServiceModule {}

describe('EventsModule wiring (all-in-one shape: one transport, a forService per service)', () => {
  let app: NestFastifyApplication;
  let dataSource: DataSource;

  beforeAll(async () => {
    app = await createTestApp({ imports: [EventsModule.forRoot()], modules: [ProducerServiceModule, ConsumerServiceModule] });
    dataSource = app.get<DataSource>(getDataSourceToken(C));
  });

  afterAll(async () => {
    for (const schema of [P, C]) await dataSource?.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).catch(() => undefined);
    await app?.close();
  });

  it('picks the in-process transport without KAFKA_BROKERS', () => {
    expect(app.get<EventTransport>(EVENT_TRANSPORT).kind).toBe('in-process');
  });

  it('delivers a service’s events to the consumers of each service it names, once', async () => {
    await app.get(MakeWidgets).run(0, 10);
    await app.get(MakeWidgets).run(10, 10);
    const count = async (sql: string) => Number((await dataSource.query(sql))[0].n);
    await waitFor(
      '20 events in both services',
      async () =>
        (await count(`SELECT count(*) AS n FROM "${C}".seen`)) === 20 && (await count(`SELECT count(*) AS n FROM "${P}".audit`)) === 20,
    );
    expect(await count(`SELECT count(DISTINCT event_id) AS n FROM "${C}".seen`)).toBe(20);

    const snapshot = await app.get(EventsHealth).snapshot();
    expect(snapshot).toMatchObject({ status: 'up', transport: { kind: 'in-process', status: 'up' } });
    const byService = Object.fromEntries(snapshot.services.map((s) => [s.service, s]));
    expect(byService[P]).toMatchObject({
      relay: { backlog: 0, publishedTotal: 20, state: 'running' },
      consumers: [
        expect.objectContaining({ consumer: 'AuditOnWidgetMade', processed: 20 }),
        // Every service core also learns revoked sessions, memberships and staff powers (see service/revoked-sessions,
        // account-memberships, staff-powers).
        expect.objectContaining({ consumer: 'RememberRevokedSessionOnSessionRevoked', processed: 0 }),
        expect.objectContaining({ consumer: 'KeepAccountMembershipOnAccountEvents', processed: 0 }),
        expect.objectContaining({ consumer: 'KeepStaffPowersOnStaffPowersChanged', processed: 0 }),
      ],
      deadLetters: { open: 0 },
    });
    expect(byService[C].consumers).toEqual([
      expect.objectContaining({ consumer: 'CountOnWidgetMade', processed: 20, deadLettered: 0 }),
      expect.objectContaining({ consumer: 'RememberRevokedSessionOnSessionRevoked', processed: 0 }),
      expect.objectContaining({ consumer: 'KeepAccountMembershipOnAccountEvents', processed: 0 }),
      expect.objectContaining({ consumer: 'KeepStaffPowersOnStaffPowersChanged', processed: 0 }),
    ]);
  });

  it('gives each service its own runner with only its own consumers', () => {
    const runners = app.get(EventConsumerRunner, { each: true } as never) as unknown as EventConsumerRunner[];
    const names = Object.fromEntries(runners.map((r) => [r.schema, r.consumerNames()]));
    expect(names).toEqual({
      [P]: [
        'AuditOnWidgetMade',
        'RememberRevokedSessionOnSessionRevoked',
        'KeepAccountMembershipOnAccountEvents',
        'KeepStaffPowersOnStaffPowersChanged',
      ],
      [C]: [
        'CountOnWidgetMade',
        'RememberRevokedSessionOnSessionRevoked',
        'KeepAccountMembershipOnAccountEvents',
        'KeepStaffPowersOnStaffPowersChanged',
      ],
    });
  });

  it('reports events in GET /health', async () => {
    const { status, body } = await call(app, 'GET', '/health');
    expect(status).toBe(200);
    expect(body.events).toMatchObject({ transport: 'in-process', status: 'up' });
    expect(body.services[P].checks.events).toMatchObject({ status: 'up', detail: expect.stringMatching(/relay running, backlog 0/) });
    expect(body.services[C].checks.events.status).toBe('up');
  });
});
