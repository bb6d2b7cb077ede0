import { Injectable } from '@nestjs/common';
import { ADMIN_ACTION_EVENTS, AccountEvents, type AdminActionRecorded, type EventEnvelope, type PartnerApproved } from '@jointly/contracts';
import { EventConsumer, type EventConsumerHandler } from '@jointly/common/events';
import type { EntityManager } from 'typeorm';
import type { AuditEntryView } from './audit-entry.view';

/** A new audit entry (the console's record; `changes` as the acting service described them). */
type NewEntry = Omit<AuditEntryView, 'changes'> & { changes: unknown };

/** Partner approvals carry their own event (PartnerApproved, written with the approval), so the log reads it as the action. */
function fromPartnerApproved(envelope: EventEnvelope<PartnerApproved>): NewEntry {
  const { payload } = envelope;
  return {
    id: envelope.id,
    at: envelope.occurredAt,
    actorId: payload.approvedBy ?? envelope.actorId,
    actorEmail: null,
    service: 'accounts',
    action: 'partner.approve',
    resource: 'partners',
    resourceId: payload.partnerId,
    summary: `Approved ${payload.companyName} as a consortium partner`,
    changes: { verification: { from: null, to: 'verified' }, consortiumPartner: { from: false, to: true } },
  };
}

function fromAdminAction(envelope: EventEnvelope<AdminActionRecorded>): NewEntry {
  const { payload } = envelope;
  return {
    id: envelope.id,
    at: envelope.occurredAt,
    actorId: envelope.actorId,
    actorEmail: payload.actorEmail,
    service: payload.service,
    action: payload.action,
    resource: payload.resource,
    resourceId: payload.resourceId,
    summary: payload.summary,
    changes: payload.changes,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The audit log: every service's AdminActionRecorded (and accounts' own PartnerApproved) becomes one `audit_entry`
 * (id = event id, so a redelivery changes nothing). The actor's e-mail comes from the event, else from the account.
 */
@Injectable()
@EventConsumer({
  service: 'accounts',
  name: 'RecordAuditEntryOnAdminActionRecorded',
  events: [...ADMIN_ACTION_EVENTS, AccountEvents.PartnerApproved],
})
export class RecordAuditEntryOnAdminActionRecorded implements EventConsumerHandler<AdminActionRecorded | PartnerApproved> {
  async handle(envelope: EventEnvelope<AdminActionRecorded | PartnerApproved>, manager: EntityManager): Promise<void> {
    const entry =
      envelope.type === AccountEvents.PartnerApproved.type
        ? fromPartnerApproved(envelope as EventEnvelope<PartnerApproved>)
        : fromAdminAction(envelope as EventEnvelope<AdminActionRecorded>);
    const actorId = entry.actorId && UUID.test(entry.actorId) ? entry.actorId : null;
    await manager.query(
      `INSERT INTO accounts.audit_entry (id, at, actor_id, actor_email, service, action, resource, resource_id, summary, changes)
       VALUES ($1, $2, $3::uuid, coalesce($4, (SELECT email FROM accounts.account WHERE id = $3::uuid)), $5, $6, $7, $8, $9, $10::jsonb)
       ON CONFLICT (id) DO NOTHING`,
      [
        entry.id,
        entry.at,
        actorId,
        entry.actorEmail,
        entry.service,
        entry.action,
        entry.resource,
        entry.resourceId,
        entry.summary,
        entry.changes === null || entry.changes === undefined ? null : JSON.stringify(entry.changes),
      ],
    );
  }
}
