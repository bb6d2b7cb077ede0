import type { HealthCheck, HealthReport, ServiceHealth } from '@jointly/contracts';
import { SERVICE_NAMES, ServiceName } from '@jointly/common/config';

async function fetchJson<T>(url: string, timeoutMs: number): Promise<{ status: number; body: T }> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  return { status: response.status, body: (await response.json()) as T };
}

/** Proxy mode's health: asks every service for its /health and reports each, with the edge's view of reachability. */
export async function proxyHealthReport(
  serviceUrls: Partial<Record<ServiceName, string>>,
  version: string,
  started: number,
): Promise<HealthReport> {
  const services: Record<string, ServiceHealth> = {};
  const databases: HealthCheck[] = [];
  const events: HealthCheck[] = [];
  let transport: HealthReport['events']['transport'] = 'kafka';
  await Promise.all(
    SERVICE_NAMES.map(async (service) => {
      const t0 = Date.now();
      try {
        const { body } = await fetchJson<HealthReport>(`${serviceUrls[service]}/health`, 3000);
        const own = body.services?.[service] ?? { status: body.status, checks: {} };
        services[service] = { status: own.status, checks: { ...own.checks, reachable: { status: 'up', latencyMs: Date.now() - t0 } } };
        if (body.database) databases.push(body.database);
        if (body.events) {
          events.push(body.events);
          transport = body.events.transport;
        }
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        services[service] = { status: 'down', checks: { reachable: { status: 'down', detail: `${serviceUrls[service]}: ${detail}` } } };
      }
    }),
  );
  const anyDown = (checks: HealthCheck[]): HealthCheck['status'] => (checks.some((c) => c.status === 'down') ? 'down' : 'up');
  const database: HealthCheck = databases.length ? { status: anyDown(databases) } : { status: 'down', detail: 'no service answered' };
  const eventsCheck = {
    transport,
    ...(events.length ? { status: anyDown(events) } : { status: 'down' as const, detail: 'no service answered' }),
  };
  const status = [...Object.values(services).map((s) => s.status), database.status, eventsCheck.status].includes('down') ? 'down' : 'up';
  return {
    status,
    mode: 'proxy',
    version,
    uptimeSeconds: Math.round((Date.now() - started) / 1000),
    services,
    database,
    events: eventsCheck,
  };
}
