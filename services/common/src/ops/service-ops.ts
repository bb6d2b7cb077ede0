import type { ConsumerRecord, DeadLetterRecord, OutboxRecord, ServiceHealthRecord } from '@jointly/contracts';
import type { HealthReport } from '@jointly/contracts';
import { recordAdminAction, type AuditActor } from '../audit/admin-audit';
import type { DeadLetter, DeadLetterStatus } from '../events/inbox/dead-letter.store';
import type { ServiceEventParts } from '../events/nest/events-health';
import { OutboxService } from '../events/outbox/outbox.service';
import type { ConsumerLag, EventTransport } from '../events/transport/event-transport';
import { toOpsError } from './ops.errors';

/** Filters of a dead-letter list (console statuses: pending = open). */
export interface DeadLetterFilter {
  status?: DeadLetterRecord['status'];
  consumer?: string;
}

const TO_STORE_STATUS: Record<DeadLetterRecord['status'], DeadLetterStatus> = {
  pending: 'open',
  replayed: 'replayed',
  discarded: 'discarded',
};
const FROM_STORE_STATUS: Record<DeadLetterStatus, DeadLetterRecord['status']> = {
  open: 'pending',
  replayed: 'replayed',
  discarded: 'discarded',
};

/** Most dead letters one service lists (newest first); older ones stay in the table. */
export const MAX_LISTED_DEAD_LETTERS = 2_000;

/** A dead letter as the console shows it. */
export function deadLetterRecord(service: string, letter: DeadLetter): DeadLetterRecord {
  const envelope = (letter.envelope ?? null) as { aggregateId?: unknown } | null;
  return {
    id: `${service}:${letter.id}`,
    service,
    consumer: letter.consumer,
    eventName: letter.eventType,
    eventId: letter.eventId,
    aggregateId: typeof envelope?.aggregateId === 'string' ? envelope.aggregateId : null,
    error: letter.error,
    attempts: letter.attempts,
    payload: letter.envelope,
    failedAt: letter.createdAt,
    status: FROM_STORE_STATUS[letter.status],
  };
}

/**
 * The ops view of one service in this process: its dead letters (list, show, replay, discard — the last two recorded
 * in the audit log in the same transaction), its outbox relay and its consumers.
 */
export class ServiceOps {
  constructor(
    readonly service: string,
    private readonly parts: ServiceEventParts,
    private readonly transport: EventTransport['kind'],
  ) {}

  async deadLetters(filter: DeadLetterFilter = {}): Promise<DeadLetterRecord[]> {
    const records: DeadLetterRecord[] = [];
    for (let offset = 0; offset < MAX_LISTED_DEAD_LETTERS; offset += 500) {
      const { items } = await this.parts.deadLetters.list({
        status: filter.status ? TO_STORE_STATUS[filter.status] : 'all',
        consumer: filter.consumer,
        limit: 500,
        offset,
      });
      records.push(...items.map((letter) => deadLetterRecord(this.service, letter)));
      if (items.length < 500) break;
    }
    return records;
  }

  async deadLetter(localId: string): Promise<DeadLetterRecord> {
    try {
      return deadLetterRecord(this.service, await this.parts.deadLetters.get(localId));
    } catch (error) {
      throw toOpsError(error);
    }
  }

  /** Runs the consumer again now; 409 with the new error when it fails (the letter stays pending). */
  async replay(localId: string, actor: AuditActor): Promise<DeadLetterRecord> {
    try {
      await this.parts.deadLetters.replay(localId, {
        beforeCommit: (manager, letter) =>
          recordAdminAction(new OutboxService(this.service), manager, {
            actor,
            action: 'dead-letter.replay',
            resource: 'dead-letters',
            resourceId: `${this.service}:${letter.id}`,
            summary: `Replayed ${letter.eventType ?? 'a message'} for ${letter.consumer} (${this.service})`,
            changes: { status: { from: 'pending', to: 'replayed' } },
          }),
      });
    } catch (error) {
      throw toOpsError(error);
    }
    return this.deadLetter(localId);
  }

  async discard(localId: string, actor: AuditActor): Promise<DeadLetterRecord> {
    try {
      await this.parts.deadLetters.discard(localId, {
        beforeCommit: (manager, letter) =>
          recordAdminAction(new OutboxService(this.service), manager, {
            actor,
            action: 'dead-letter.discard',
            resource: 'dead-letters',
            resourceId: `${this.service}:${letter.id}`,
            summary: `Discarded ${letter.eventType ?? 'a message'} for ${letter.consumer} (${this.service})`,
            changes: { status: { from: 'pending', to: 'discarded' } },
          }),
      });
    } catch (error) {
      throw toOpsError(error);
    }
    return this.deadLetter(localId);
  }

  async outbox(): Promise<OutboxRecord> {
    const base = { id: this.service, service: this.service, transport: this.transport };
    try {
      const stats = await this.parts.relay.stats();
      return {
        ...base,
        backlog: stats.backlog,
        oldestPendingSeconds: Math.round(stats.oldestPendingMs / 1000),
        relayState: stats.state,
        publishedTotal: stats.publishedTotal,
        lastError: stats.lastError,
      };
    } catch (error) {
      return {
        ...base,
        backlog: 0,
        oldestPendingSeconds: 0,
        relayState: 'unknown',
        publishedTotal: 0,
        lastError: error instanceof Error ? error.message : String(error),
      };
    }
  }

  /** Counters of each consumer; lag summed over the group's partitions of the consumer's topics (null in-process or unknown). */
  consumers(lag: ConsumerLag[] | null): ConsumerRecord[] {
    const runner = this.parts.runner;
    const counters = new Map(runner.counters().map((c) => [c.consumer, c]));
    return runner.consumerNames().map((name) => {
      const topics = [...(runner.consumer(name)?.topics ?? [])].sort();
      const counter = counters.get(name);
      const mine = (l: ConsumerLag) =>
        (l.group === runner.group || l.group.endsWith(`.${runner.group}`)) &&
        topics.some((t) => l.topic === t || l.topic.endsWith(`.${t}`));
      return {
        id: `${this.service}:${name}`,
        service: this.service,
        consumer: name,
        group: runner.group,
        topics,
        lag: this.transport === 'kafka' && lag ? lag.filter(mine).reduce((sum, l) => sum + l.lag, 0) : null,
        processed: counter?.processed ?? 0,
        failed: counter?.failed ?? 0,
        deadLettered: counter?.deadLettered ?? 0,
      };
    });
  }
}

/** The services of a health report as `service-health` records. */
export function serviceHealthRecords(report: HealthReport, url: (service: string) => string | null): ServiceHealthRecord[] {
  return Object.entries(report.services).map(([service, health]) => ({
    id: service,
    status: health.status === 'down' ? 'down' : 'up',
    url: url(service),
    version: report.version,
    checks: Object.entries(health.checks).map(([name, check]) => ({ name, status: check.status, detail: check.detail ?? null })),
  }));
}
