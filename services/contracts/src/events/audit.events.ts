import { defineEvent, type EventDefinition } from './envelope';

/** One field an admin changed: the value before and after. */
export interface FieldChange {
  from: unknown;
  to: unknown;
}

/**
 * An admin did something (approved a partner, edited a tender, replayed a dead letter…). Each service writes it to its
 * own outbox in the same transaction as the change, so a rolled-back change records nothing; accounts keeps the
 * audit log from these events.
 */
export interface AdminActionRecorded {
  /** The service where the change happened. */
  service: string;
  /** `<resource>.<verb>`, e.g. `tender.update`, `event.create`, `user.suspend`, `dead-letter.replay`. */
  action: string;
  /** The console resource, e.g. `tenders`, `events`, `users`, `dead-letters`. */
  resource: string;
  resourceId: string;
  /** One human sentence, e.g. `Suspended ada@example.org`. */
  summary: string;
  /** Changed fields with their old and new values, when the handler knows them. */
  changes: Record<string, FieldChange> | null;
  /** The admin's e-mail as the access token carried it. */
  actorEmail: string | null;
}

/** AdminActionRecorded, one definition per publishing service (topic `<service>.admin-action`). */
export const AdminActionEvents = {
  accounts: defineEvent<AdminActionRecorded>('accounts', 'admin-action', 'recorded'),
  tenders: defineEvent<AdminActionRecorded>('tenders', 'admin-action', 'recorded'),
  consortiums: defineEvent<AdminActionRecorded>('consortiums', 'admin-action', 'recorded'),
  eligibility: defineEvent<AdminActionRecorded>('eligibility', 'admin-action', 'recorded'),
  bids: defineEvent<AdminActionRecorded>('bids', 'admin-action', 'recorded'),
  notifications: defineEvent<AdminActionRecorded>('notifications', 'admin-action', 'recorded'),
  messages: defineEvent<AdminActionRecorded>('messages', 'admin-action', 'recorded'),
  billing: defineEvent<AdminActionRecorded>('billing', 'admin-action', 'recorded'),
} as const;

/** Every service's AdminActionRecorded definition (what the audit log consumes). */
export const ADMIN_ACTION_EVENTS: EventDefinition<AdminActionRecorded>[] = Object.values(AdminActionEvents);

/** The AdminActionRecorded definition of a service, or undefined for an unknown service. */
export function adminActionEventOf(service: string): EventDefinition<AdminActionRecorded> | undefined {
  return (AdminActionEvents as Record<string, EventDefinition<AdminActionRecorded>>)[service];
}
