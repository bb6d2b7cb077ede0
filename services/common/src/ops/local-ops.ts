import { Injectable, Optional } from '@nestjs/common';
import type { ConsumerRecord, DeadLetterRecord, OutboxRecord, ServiceHealthRecord } from '@jointly/contracts';
import { processVersion } from '../bootstrap/version';
import { NotFoundError } from '../errors';
import { EventsHealth } from '../events/nest/events-health';
import type { ConsumerLag } from '../events/transport/event-transport';
import { HealthRegistry } from '../health/health.registry';
import { splitOpsId } from './ops.errors';
import type { OpsCaller, OpsDeadLetterFilter, OpsSource } from './ops-source';
import { ServiceOps, serviceHealthRecords } from './service-ops';

/**
 * The ops figures of the services running in this process (all six in the all-in-one edge, one in a service
 * process), read straight from their events kit and health probes.
 */
@Injectable()
export class LocalOps implements OpsSource {
  constructor(
    private readonly events: EventsHealth,
    @Optional() private readonly registry?: HealthRegistry,
  ) {}

  /** The services whose events kit runs here. */
  services(): string[] {
    return [...this.events.serviceParts().keys()].sort();
  }

  /** One service's ops; 404 when it does not run here. */
  of(service: string): ServiceOps {
    const parts = this.events.serviceParts().get(service);
    if (!parts) throw new NotFoundError(`The ${service} service does not run in this process.`, 'OPS.UNKNOWN_SERVICE');
    return new ServiceOps(service, parts, this.events.transportKind);
  }

  async deadLetters(filter: OpsDeadLetterFilter = {}, _caller?: OpsCaller): Promise<DeadLetterRecord[]> {
    const services = filter.service ? this.services().filter((s) => s === filter.service) : this.services();
    const lists = await Promise.all(services.map((s) => this.of(s).deadLetters(filter)));
    return lists.flat();
  }

  deadLetter(id: string, _caller?: OpsCaller): Promise<DeadLetterRecord> {
    const { service, localId } = splitOpsId(id, this.services());
    return this.of(service).deadLetter(localId);
  }

  replay(id: string, caller: OpsCaller): Promise<DeadLetterRecord> {
    const { service, localId } = splitOpsId(id, this.services());
    return this.of(service).replay(localId, caller.user);
  }

  discard(id: string, caller: OpsCaller): Promise<DeadLetterRecord> {
    const { service, localId } = splitOpsId(id, this.services());
    return this.of(service).discard(localId, caller.user);
  }

  outboxes(): Promise<OutboxRecord[]> {
    return Promise.all(this.services().map((s) => this.of(s).outbox()));
  }

  async consumers(): Promise<ConsumerRecord[]> {
    const lag = await this.lag();
    return this.services().flatMap((s) => this.of(s).consumers(lag));
  }

  async serviceHealth(): Promise<ServiceHealthRecord[]> {
    if (!this.registry) return [];
    const report = await this.registry.report('all-in-one', processVersion());
    return serviceHealthRecords(report, () => null);
  }

  /** Kafka lag of this process's groups; null in-process or when the broker does not answer. */
  private async lag(): Promise<ConsumerLag[] | null> {
    if (this.events.transportKind !== 'kafka') return null;
    return this.events.lag().catch(() => null);
  }
}
