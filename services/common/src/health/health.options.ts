import type { HealthReport } from '@jointly/contracts';

export interface HealthOptions {
  mode: HealthReport['mode'];
  version: string;
  /** Replaces the local registry (the proxy edge asks every service instead). */
  report?: () => Promise<HealthReport>;
}

export const HEALTH_OPTIONS = Symbol('HEALTH_OPTIONS');
