import type { ConsumerRecord, DeadLetterRecord, OutboxRecord, ServiceHealthRecord } from '@jointly/contracts';
import type { AuthenticatedUser } from '../auth/authenticated-user';

/** Who asks: the admin (for the audit log) and their Authorization header (forwarded to the services in proxy mode). */
export interface OpsCaller {
  user: AuthenticatedUser;
  authorization: string;
}

/** Filters the services understand for dead letters. */
export interface OpsDeadLetterFilter {
  service?: string;
  status?: DeadLetterRecord['status'];
  consumer?: string;
}

/**
 * Where the edge gets the ops resources from: the services in its own process (all-in-one) or each service's
 * /api/ops/<service>/… endpoints (proxy). Ids of dead letters are `<service>:<id>`.
 */
export interface OpsSource {
  deadLetters(filter: OpsDeadLetterFilter, caller: OpsCaller): Promise<DeadLetterRecord[]>;
  deadLetter(id: string, caller: OpsCaller): Promise<DeadLetterRecord>;
  replay(id: string, caller: OpsCaller): Promise<DeadLetterRecord>;
  discard(id: string, caller: OpsCaller): Promise<DeadLetterRecord>;
  outboxes(caller: OpsCaller): Promise<OutboxRecord[]>;
  consumers(caller: OpsCaller): Promise<ConsumerRecord[]>;
  serviceHealth(caller: OpsCaller): Promise<ServiceHealthRecord[]>;
}

/** Injection token of the edge's {@link OpsSource}. */
export const OPS_SOURCE = Symbol('OPS_SOURCE');
