import { DynamicModule, Module, Type } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AuthModule } from '../auth';
import { AppConfig, ConfigModule } from '../config';
import { HealthModule, HealthOptions } from '../health';

export interface RootModuleOptions {
  config: AppConfig;
  health: HealthOptions;
  /** Domain modules hosted by this process (one in a service process, six in the all-in-one edge). */
  modules: Array<Type | DynamicModule>;
  /** Cross-cutting modules of this process (event transport, static files, proxy). */
  imports?: Array<Type | DynamicModule>;
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
        ...(options.imports ?? []),
        ...options.modules,
      ],
    };
  }
}
