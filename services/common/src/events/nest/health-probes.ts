import type { HealthCheck } from '@jointly/contracts';
import type { HealthRegistry } from '@jointly/common/health';
import type { EventTransport } from '../transport/event-transport';
import type { ServiceEventParts } from './events-health';

/** Failed publishes in a row after which a service's events check reports down. */
export const RELAY_DOWN_AFTER_FAILURES = 3;

/** Registers the transport check (`events` in GET /health). */
export function registerTransportProbe(registry: HealthRegistry, transport: EventTransport): void {
  registry.registerEvents(transport.kind, async (): Promise<HealthCheck> => {
    const health = await transport.health();
    return { status: health.status, ...(health.detail ? { detail: health.detail } : {}) };
  });
}

/** Registers a service's `events` check: relay state, backlog, oldest pending age and open dead letters. */
export function registerServiceProbe(registry: HealthRegistry, service: string, parts: ServiceEventParts): void {
  registry.registerService(service, 'events', async (): Promise<HealthCheck> => {
    const [stats, open] = await Promise.all([parts.relay.stats(), parts.deadLetters.countOpen()]);
    const deadLetters = Object.values(open).reduce((a, b) => a + b, 0);
    const failing = stats.state === 'backing-off' && stats.consecutiveFailures >= RELAY_DOWN_AFTER_FAILURES;
    const detail =
      `relay ${stats.state}, backlog ${stats.backlog}, oldest ${stats.oldestPendingMs} ms, ${deadLetters} open dead letter(s)` +
      (stats.state === 'backing-off' && stats.lastError ? `; last error: ${stats.lastError}` : '');
    return { status: failing ? 'down' : 'up', detail };
  });
}
