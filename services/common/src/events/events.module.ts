import { Module, type DynamicModule, type Provider } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService } from '@nestjs/core';
import { getDataSourceToken } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig, type ServiceName } from '@jointly/common/config';
import { HealthRegistry } from '@jointly/common/health';
import type { DataSource } from 'typeorm';
import { DeadLetterService } from './inbox/dead-letter.service';
import { EventConsumerRunner, type EventConsumerRunnerOptions } from './inbox/event-consumer-runner';
import { EventsHealth } from './nest/events-health';
import { EVENT_TRANSPORT, EVENTS_SERVICE_NAME, EVENTS_SERVICE_OPTIONS } from './nest/events.tokens';
import { ServiceEventsLifecycle } from './nest/service-events.lifecycle';
import { TransportLifecycle } from './nest/transport.lifecycle';
import { OutboxRelay } from './outbox/outbox-relay';
import type { OutboxRelayOptions } from './outbox/outbox-relay.options';
import { OutboxService } from './outbox/outbox.service';
import { registerEventTables } from './schema/register-event-tables';
import { createTransport, type CreateTransportOptions } from './transport/create-transport';
import type { EventTransport } from './transport/event-transport';

registerEventTables();

/** Options of {@link EventsModule.forRoot}. */
export interface EventsRootOptions extends CreateTransportOptions {
  /** Use this transport instead of choosing one from AppConfig (tests, tools). */
  transport?: EventTransport;
}

/** Options of {@link EventsModule.forService}. */
export interface EventsServiceOptions {
  /** Relay tuning; `start: false` leaves it stopped (e.g. a read-only replica). */
  relay?: OutboxRelayOptions & { start?: boolean };
  /** Consumer retry/batch tuning. */
  consumers?: EventConsumerRunnerOptions;
}

/**
 * Nest 11 tells dynamic modules apart by object reference (its default `moduleIdGeneratorAlgorithm`), so calling
 * `forService('tenders')` twice would build two relays and two consumer groups. Both factories therefore return the
 * same module object for the same arguments.
 */
const serviceModules = new Map<string, { key: string; options: EventsServiceOptions; module: DynamicModule }>();
let defaultRootModule: DynamicModule | undefined;

/** Options compared by value (functions by reference). */
function optionsKey(options: object): string {
  const functions: unknown[] = [];
  return JSON.stringify(options, (_key, value: unknown) => {
    if (typeof value !== 'function') return value;
    if (!functions.includes(value)) functions.push(value);
    return `fn#${functions.indexOf(value)}`;
  });
}

function sameFunctions(a: object, b: object): boolean {
  const collect = (o: unknown, out: unknown[] = []): unknown[] => {
    if (typeof o === 'function') out.push(o);
    else if (o && typeof o === 'object') for (const v of Object.values(o)) collect(v, out);
    return out;
  };
  const fa = collect(a);
  const fb = collect(b);
  return fa.length === fb.length && fa.every((f, i) => f === fb[i]);
}

/** The module that `forService()` returns (kept apart from the global root module). */
@Module({})
export class ServiceEventsModule {}

/**
 * Events wiring.
 *
 * - `EventsModule.forRoot()` once in the process root (global): the transport as {@link EVENT_TRANSPORT}
 *   (Kafka when `AppConfig.kafkaBrokers` is set, else in-process), started at init and stopped at shutdown, and
 *   {@link EventsHealth} for the health endpoint and ops console. Needs `ConfigModule.forRoot(config)`.
 * - `EventsModule.forService('tenders')` in each service (and in any of its feature modules that need the outbox;
 *   same arguments = same module instance): {@link OutboxService}, {@link OutboxRelay}, {@link EventConsumerRunner}
 *   and {@link DeadLetterService} over that service's DataSource (`getDataSourceToken(service)`, from
 *   `DatabaseModule.forService`). Consumers are the providers decorated `@EventConsumer({ service: 'tenders', … })`
 *   anywhere in the application: the service named in the decorator is what ties a consumer to its service.
 *   They subscribe at init; the relay starts at bootstrap; both stop at module destroy, before the DataSource closes.
 * - With `HealthModule` present, the transport registers as the `events` check of GET /health and each service gets
 *   an `events` check (relay state, backlog, oldest pending age, open dead letters).
 */
@Module({})
export class EventsModule {
  /** Global transport and health; import once in the root module. */
  static forRoot(options: EventsRootOptions = {}): DynamicModule {
    const isDefault = !options.transport && !options.kafka;
    if (isDefault && defaultRootModule) return defaultRootModule;
    const module: DynamicModule = {
      module: EventsModule,
      global: true,
      providers: [
        {
          provide: EVENT_TRANSPORT,
          inject: [{ token: APP_CONFIG, optional: true }],
          useFactory: (config?: AppConfig): EventTransport => {
            if (options.transport) return options.transport;
            if (!config) throw new Error('EventsModule.forRoot() needs ConfigModule.forRoot(config) (APP_CONFIG) or a transport');
            return createTransport(config, options);
          },
        },
        { provide: EventsHealth, inject: [EVENT_TRANSPORT], useFactory: (transport: EventTransport) => new EventsHealth(transport) },
        {
          provide: TransportLifecycle,
          inject: [EVENT_TRANSPORT, { token: HealthRegistry, optional: true }],
          useFactory: (transport: EventTransport, registry?: HealthRegistry) => new TransportLifecycle(transport, registry),
        },
      ],
      exports: [EVENT_TRANSPORT, EventsHealth],
    };
    if (isDefault) defaultRootModule = module;
    return module;
  }

  /**
   * Outbox, relay, consumers and dead letters of one service. Import it wherever the service needs them: the same
   * arguments give the same module (one relay, one consumer group); different options for one service throw.
   */
  static forService(service: ServiceName, options: EventsServiceOptions = {}): DynamicModule {
    const key = optionsKey(options);
    const known = serviceModules.get(service);
    if (known) {
      if (known.key === key && sameFunctions(known.options, options)) return known.module;
      throw new Error(`EventsModule.forService('${service}') was already called with other options`);
    }
    const dataSource = getDataSourceToken(service);
    const providers: Provider[] = [
      { provide: EVENTS_SERVICE_NAME, useValue: service },
      { provide: EVENTS_SERVICE_OPTIONS, useValue: options },
      { provide: OutboxService, useFactory: () => new OutboxService(service) },
      {
        provide: OutboxRelay,
        inject: [dataSource, EVENT_TRANSPORT],
        useFactory: (ds: DataSource, transport: EventTransport) => new OutboxRelay(ds, service, transport, options.relay),
      },
      {
        provide: EventConsumerRunner,
        inject: [dataSource, EVENT_TRANSPORT],
        useFactory: (ds: DataSource, transport: EventTransport) => new EventConsumerRunner(ds, service, transport, options.consumers),
      },
      {
        provide: DeadLetterService,
        inject: [dataSource, EventConsumerRunner],
        useFactory: (ds: DataSource, runner: EventConsumerRunner) => new DeadLetterService(ds, service, runner),
      },
      {
        provide: ServiceEventsLifecycle,
        inject: [
          DiscoveryService,
          OutboxRelay,
          EventConsumerRunner,
          DeadLetterService,
          EventsHealth,
          { token: HealthRegistry, optional: true },
        ],
        useFactory: (
          discovery: DiscoveryService,
          relay: OutboxRelay,
          runner: EventConsumerRunner,
          deadLetters: DeadLetterService,
          health: EventsHealth,
          registry?: HealthRegistry,
        ) => new ServiceEventsLifecycle(service, discovery, relay, runner, deadLetters, health, options.relay?.start !== false, registry),
      },
    ];
    const module: DynamicModule = {
      module: ServiceEventsModule,
      imports: [DiscoveryModule],
      providers,
      exports: [OutboxService, OutboxRelay, EventConsumerRunner, DeadLetterService],
    };
    serviceModules.set(service, { key, options, module });
    return module;
  }
}
