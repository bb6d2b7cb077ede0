import { Global, Injectable, Module, Optional, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { EventsHealth } from '../events/nest/events-health';
import { ProcessMetrics, processMetrics } from './process-metrics';

/** Lets the process metrics read this app's events kit while the app runs. */
@Injectable()
export class MetricsEventsLink implements OnModuleInit, OnApplicationShutdown {
  constructor(@Optional() private readonly events?: EventsHealth) {}

  onModuleInit(): void {
    if (this.events) processMetrics().useEventsHealth(this.events);
  }

  onApplicationShutdown(): void {
    if (this.events) processMetrics().dropEventsHealth(this.events);
  }
}

/**
 * The process's {@link ProcessMetrics} as a provider (services register queues with it), linked to the events kit.
 * Imported once by JointlyRootModule; GET /metrics itself is served by createHttpApp.
 */
@Global()
@Module({
  providers: [MetricsEventsLink, { provide: ProcessMetrics, useFactory: processMetrics }],
  exports: [ProcessMetrics],
})
export class MetricsModule {}
