import { DynamicModule, Inject, Module, OnModuleInit } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DatabaseModule, ServiceDatabaseDefinition } from '../database';
import { EventsModule, EventsServiceOptions } from '../events';
import { HealthRegistry } from '../health';
import { serviceOpsController } from '../ops/service-ops.http.controller';
import { accountMembershipProviders } from './account-memberships';
import { revokedSessionProviders } from './revoked-sessions';
import { staffPowerProviders } from './staff-powers';

const SERVICE_DEFINITION = Symbol('SERVICE_DEFINITION');

class ServiceHealthProbes implements OnModuleInit {
  constructor(
    @Inject(SERVICE_DEFINITION) private readonly definition: ServiceDatabaseDefinition,
    private readonly registry: HealthRegistry,
    private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.registry.registerService(this.definition.service, 'database', async () => {
      await this.dataSource.query('SELECT 1');
      return { status: 'up' };
    });
  }
}

/**
 * What every domain service module imports first: its own DataSource and schema (migrated at start), its events
 * (outbox, relay, consumers, dead letters), its health probes and its ops endpoints (/api/ops/<service>/…). The same module works in its own process and
 * inside the all-in-one edge. Feature modules of the service import it again with the same definition to reach
 * the repositories, `OutboxService` and `DeadLetterService`.
 */
@Module({})
export class ServiceCoreModule {
  private static readonly instances = new Map<string, DynamicModule>();

  /**
   * One module per service, however often it is imported (TypeORM's root module carries a random id, so two calls
   * would register the service's DataSource twice).
   */
  static forService(definition: ServiceDatabaseDefinition, events: EventsServiceOptions = {}): DynamicModule {
    const existing = ServiceCoreModule.instances.get(definition.service);
    if (existing) return existing;
    const created = ServiceCoreModule.create(definition, events);
    ServiceCoreModule.instances.set(definition.service, created);
    return created;
  }

  private static create(definition: ServiceDatabaseDefinition, events: EventsServiceOptions): DynamicModule {
    const eventsModule = EventsModule.forService(definition.service, events);
    return {
      module: ServiceCoreModule,
      imports: [DatabaseModule.forService(definition), eventsModule],
      // GET|POST /api/ops/<service>/…: the service's dead letters, outbox, consumers and health for the console (admins).
      controllers: [serviceOpsController(definition.service)],
      providers: [
        { provide: SERVICE_DEFINITION, useValue: definition },
        {
          provide: ServiceHealthProbes,
          inject: [SERVICE_DEFINITION, HealthRegistry, getDataSourceToken(definition.service)],
          useFactory: (def: ServiceDatabaseDefinition, registry: HealthRegistry, dataSource: DataSource) =>
            new ServiceHealthProbes(def, registry, dataSource),
        },
        // Revoked sessions answer 456 here too, a token's company claim gives way to the current membership, and staff
        // powers granted by admins are checked here too (accounts, which owns sessions, memberships and grants, checks
        // its own tables).
        ...(definition.ownsSessions
          ? []
          : [
              ...revokedSessionProviders(definition.service),
              ...accountMembershipProviders(definition.service),
              ...staffPowerProviders(definition.service),
            ]),
      ],
      exports: [DatabaseModule, eventsModule],
    };
  }
}
