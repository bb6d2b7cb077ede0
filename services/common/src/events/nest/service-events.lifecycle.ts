import { Logger, type OnApplicationBootstrap, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { DiscoveryService } from '@nestjs/core';
import type { HealthRegistry } from '@jointly/common/health';
import type { DeadLetterService } from '../inbox/dead-letter.service';
import type { EventConsumerRunner } from '../inbox/event-consumer-runner';
import type { OutboxRelay } from '../outbox/outbox-relay';
import { EVENT_CONSUMER_MARKER, type EventConsumerHandler, type EventConsumerOptions } from './event-consumer.decorator';
import type { EventsHealth } from './events-health';
import { registerServiceProbe } from './health-probes';

/**
 * Per-service start and stop. Init: discover the service's `@EventConsumer` providers and subscribe them (before any
 * relay publishes, so no in-process event is missed). Bootstrap: start the relay. Destroy (before the DataSource
 * closes): stop the relay, then the consumers.
 */
export class ServiceEventsLifecycle implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger: Logger;

  constructor(
    private readonly service: string,
    private readonly discovery: DiscoveryService,
    private readonly relay: OutboxRelay,
    private readonly runner: EventConsumerRunner,
    private readonly deadLetters: DeadLetterService,
    private readonly health: EventsHealth,
    private readonly startRelay: boolean,
    private readonly registry?: HealthRegistry,
  ) {
    this.logger = new Logger(`events:${service}`);
  }

  async onModuleInit(): Promise<void> {
    const seen = new Set<unknown>();
    for (const wrapper of this.discovery.getProviders({ metadataKey: EVENT_CONSUMER_MARKER.KEY })) {
      const options = this.discovery.getMetadataByDecorator(EVENT_CONSUMER_MARKER, wrapper) as EventConsumerOptions | undefined;
      if (!options || options.service !== this.service) continue;
      const instance = wrapper.instance as EventConsumerHandler | undefined;
      if (!instance || seen.has(wrapper.metatype)) continue;
      if (typeof instance.handle !== 'function') throw new Error(`@EventConsumer ${options.name} has no handle(envelope, manager) method`);
      seen.add(wrapper.metatype);
      this.runner.register({
        service: this.service,
        name: options.name,
        topics: [...new Set(options.events.map((e) => e.topic))],
        types: options.events.map((e) => e.type),
        handle: (envelope, manager) => instance.handle(envelope, manager),
        ...(typeof instance.handleBatch === 'function'
          ? { handleBatch: (envelopes, manager) => instance.handleBatch!(envelopes, manager) }
          : {}),
      });
    }
    await this.runner.start();
    const parts = { relay: this.relay, runner: this.runner, deadLetters: this.deadLetters };
    this.health.register(this.service, parts);
    if (this.registry) registerServiceProbe(this.registry, this.service, parts);
    const names = this.runner.consumerNames();
    if (names.length) this.logger.log(`consumers: ${names.join(', ')}`);
  }

  onApplicationBootstrap(): void {
    if (this.startRelay) this.relay.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.relay.stop();
    await this.runner.stop();
    this.health.unregister(this.service);
  }
}
