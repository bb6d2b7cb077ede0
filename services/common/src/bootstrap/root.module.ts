import { DynamicModule, Module, Type } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AuthModule } from '../auth';
import { AppConfig, ConfigModule } from '../config';
import { EventsModule } from '../events';
import { HealthModule, HealthOptions } from '../health';
import { MetricsModule } from '../metrics';

export interface RootModuleOptions {
  config: AppConfig;
  health: HealthOptions;
  /** Domain modules hosted by this process (one in a service process, six in the all-in-one edge). */
  modules: Array<Type | DynamicModule>;
  /** Further cross-cutting modules of this process. */
  imports?: Array<Type | DynamicModule>;
  /** The event transport (Kafka when KAFKA_BROKERS is set, else in-process); on unless the process hosts no service. */
  events?: boolean;
}

@Module({})
export class JointlyRootModule {
  static create(options: RootModuleOptions): DynamicModule {
    return {
      module: JointlyRootModule,
      imports: [
        ConfigModule.forRoot(options.config),
        CqrsModule.forRoot(),
        AuthModule.forRoot(),
        HealthModule.forRoot(options.health),
        MetricsModule,
        ...(options.events === false ? [] : [EventsModule.forRoot()]),
        ...(options.imports ?? []),
        ...options.modules,
      ],
    };
  }
}
