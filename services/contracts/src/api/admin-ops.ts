/**
 * Records of the console's ops resources (GET /api/admin/<resource>, ra-data-simple-rest). Each service serves its
 * own under /api/ops/<service>/…; the edge merges them (ids carry the service: `notifications:<uuid>`).
 */

/** `dead-letters`: an event a consumer gave up on. */
export interface DeadLetterRecord {
  /** `<service>:<dead letter id>`. */
  id: string;
  service: string;
  consumer: string;
  eventName: string | null;
  eventId: string | null;
  aggregateId: string | null;
  error: string;
  attempts: number;
  /** The event envelope as it arrived (object). */
  payload: unknown;
  failedAt: string;
  status: 'pending' | 'replayed' | 'discarded';
}

/** `outboxes`: one per service. */
export interface OutboxRecord {
  id: string;
  service: string;
  backlog: number;
  oldestPendingSeconds: number;
  relayState: 'running' | 'backing-off' | 'stopped' | 'unknown';
  transport: 'in-process' | 'kafka';
  publishedTotal: number;
  lastError: string | null;
}

/** `consumers`: one per service and consumer. */
export interface ConsumerRecord {
  /** `<service>:<consumer>`. */
  id: string;
  service: string;
  consumer: string;
  group: string;
  topics: string[];
  /** Messages of the group's topics not yet handled (Kafka); null in-process. */
  lag: number | null;
  processed: number;
  failed: number;
  deadLettered: number;
}

/** `service-health`: one per service. */
export interface ServiceHealthRecord {
  id: string;
  status: 'up' | 'down';
  url: string | null;
  version: string;
  checks: Array<{ name: string; status: string; detail: string | null }>;
}

/** The console's ops resources served by the edge. */
export const OPS_RESOURCES = ['dead-letters', 'outboxes', 'consumers', 'service-health'] as const;
