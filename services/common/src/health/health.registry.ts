import { Injectable } from '@nestjs/common';
import type { HealthCheck, HealthReport, HealthStatus, ServiceHealth } from '@jointly/contracts';

export type HealthProbe = () => Promise<HealthCheck>;

const CHECK_TIMEOUT_MS = 3000;

async function runProbe(probe: HealthProbe): Promise<HealthCheck> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<HealthCheck>((resolve) => {
      timer = setTimeout(() => resolve({ status: 'down', detail: `no answer within ${CHECK_TIMEOUT_MS} ms` }), CHECK_TIMEOUT_MS);
    });
    const result = await Promise.race([probe(), timeout]);
    return { latencyMs: Date.now() - started, ...result };
  } catch (error) {
    return { status: 'down', detail: error instanceof Error ? error.message : String(error), latencyMs: Date.now() - started };
  } finally {
    clearTimeout(timer);
  }
}

const worst = (statuses: HealthStatus[]): HealthStatus => (statuses.includes('down') ? 'down' : 'up');

/**
 * Collects health probes: each service module registers its own (database, relay), shared mechanisms register
 * theirs (event transport). GET /health and /api/health report them all.
 */
@Injectable()
export class HealthRegistry {
  private readonly services = new Map<string, Map<string, HealthProbe>>();
  private eventsProbe?: { transport: 'in-process' | 'kafka'; probe: HealthProbe };
  private readonly started = Date.now();

  registerService(service: string, check: string, probe: HealthProbe): void {
    const checks = this.services.get(service) ?? new Map<string, HealthProbe>();
    checks.set(check, probe);
    this.services.set(service, checks);
  }

  registerEvents(transport: 'in-process' | 'kafka', probe: HealthProbe): void {
    this.eventsProbe = { transport, probe };
  }

  serviceNames(): string[] {
    return [...this.services.keys()];
  }

  async report(mode: HealthReport['mode'], version: string): Promise<HealthReport> {
    const services: Record<string, ServiceHealth> = {};
    await Promise.all(
      [...this.services].map(async ([service, probes]) => {
        const checks: Record<string, HealthCheck> = {};
        await Promise.all([...probes].map(async ([name, probe]) => (checks[name] = await runProbe(probe))));
        services[service] = { status: worst(Object.values(checks).map((c) => c.status)), checks };
      }),
    );
    const databaseChecks = Object.values(services)
      .map((s) => s.checks.database)
      .filter(Boolean);
    const database: HealthCheck = databaseChecks.length
      ? { status: worst(databaseChecks.map((c) => c.status)), latencyMs: Math.max(...databaseChecks.map((c) => c.latencyMs ?? 0)) }
      : { status: 'disabled' };
    const events = this.eventsProbe
      ? { transport: this.eventsProbe.transport, ...(await runProbe(this.eventsProbe.probe)) }
      : { transport: 'in-process' as const, status: 'disabled' as const };
    const status = worst([...Object.values(services).map((s) => s.status), database.status, events.status]);
    return { status, mode, version, uptimeSeconds: Math.round((Date.now() - this.started) / 1000), services, database, events };
  }
}
