import { adminActionEventOf, type FieldChange } from '@jointly/contracts';
import type { EntityManager } from 'typeorm';
import { createEvent } from '../events/envelope/create-event';
import type { OutboxService } from '../events/outbox/outbox.service';

/** Who did it: the admin as the access token says. */
export interface AuditActor {
  id: string;
  email?: string | null;
}

/** What an admin did, as the audit log records it. */
export interface AdminAction {
  actor: AuditActor;
  /** `<resource>.<verb>`, e.g. `tender.update`. */
  action: string;
  /** The console resource, e.g. `tenders`. */
  resource: string;
  resourceId: string;
  summary: string;
  changes?: Record<string, FieldChange> | null;
}

/** `recordAdminAction` was given a service that has no AdminActionRecorded contract. */
export class UnknownAuditServiceError extends Error {
  constructor(service: string) {
    super(`no AdminActionRecorded contract for service "${service}"`);
    this.name = 'UnknownAuditServiceError';
  }
}

/**
 * Records an admin action: an AdminActionRecorded event in the service's outbox, in the caller's transaction (the
 * one that makes the change), so the entry exists if and only if the change commits. Accounts turns these events
 * into the audit log. The service is the outbox's schema.
 */
export async function recordAdminAction(outbox: OutboxService, manager: EntityManager, action: AdminAction): Promise<void> {
  const definition = adminActionEventOf(outbox.schema);
  if (!definition) throw new UnknownAuditServiceError(outbox.schema);
  const changes = action.changes && Object.keys(action.changes).length ? action.changes : null;
  await outbox.add(
    manager,
    createEvent(definition, {
      aggregateId: action.resourceId,
      actorId: action.actor.id,
      payload: {
        service: outbox.schema,
        action: action.action,
        resource: action.resource,
        resourceId: action.resourceId,
        summary: action.summary.slice(0, 500),
        changes,
        actorEmail: action.actor.email ?? null,
      },
    }),
  );
}

const comparable = (value: unknown): string => JSON.stringify(value instanceof Date ? value.toISOString() : (value ?? null));

/**
 * The fields whose value differs between `before` and `after` (compared as JSON; undefined = null), as
 * `{ field: { from, to } }`; only `fields` when given. Null when nothing changed.
 */
export function fieldChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  fields?: readonly string[],
): Record<string, FieldChange> | null {
  const keys = fields ?? [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes: Record<string, FieldChange> = {};
  for (const key of keys) {
    const from = before?.[key] ?? null;
    const to = after?.[key] ?? null;
    if (comparable(from) !== comparable(to)) changes[key] = { from, to };
  }
  return Object.keys(changes).length ? changes : null;
}
