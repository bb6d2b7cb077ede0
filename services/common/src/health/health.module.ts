import { DynamicModule, Global, Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { HEALTH_OPTIONS, HealthOptions } from './health.options';
import { HealthRegistry } from './health.registry';

@Global()
@Module({})
export class HealthModule {
  static forRoot(options: HealthOptions): DynamicModule {
    return {
      module: HealthModule,
      controllers: [HealthController],
      providers: [HealthRegistry, { provide: HEALTH_OPTIONS, useValue: options }],
      exports: [HealthRegistry],
    };
  }
}
