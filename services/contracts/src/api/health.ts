export type HealthStatus = 'up' | 'down' | 'disabled';
export interface HealthCheck {
  status: HealthStatus;
  detail?: string;
  latencyMs?: number;
}
export interface ServiceHealth {
  status: HealthStatus;
  checks: Record<string, HealthCheck>;
}
/** Answer of GET /health and GET /api/health. */
export interface HealthReport {
  status: HealthStatus;
  mode: 'all-in-one' | 'service' | 'proxy';
  version: string;
  uptimeSeconds: number;
  services: Record<string, ServiceHealth>;
  database: HealthCheck;
  events: HealthCheck & { transport: 'in-process' | 'kafka' };
}
