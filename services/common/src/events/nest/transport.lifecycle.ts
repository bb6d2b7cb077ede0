import type { OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type { HealthRegistry } from '@jointly/common/health';
import type { EventTransport } from '../transport/event-transport';
import { registerTransportProbe } from './health-probes';

/**
 * Starts the transport when the application initialises and stops it last, after relays and consumers; registers the
 * transport check with the HealthRegistry when the health module is present.
 */
export class TransportLifecycle implements OnModuleInit, OnApplicationShutdown {
  constructor(
    private readonly transport: EventTransport,
    private readonly registry?: HealthRegistry,
  ) {}

  async onModuleInit(): Promise<void> {
    if (this.registry) registerTransportProbe(this.registry, this.transport);
    await this.transport.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.transport.stop();
  }
}
