import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { MessageEvents, type AttachmentStorageChanged, type EventEnvelope } from '@jointly/contracts';
import { EventConsumer, type EventConsumerHandler } from '@jointly/common/events';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Keeps each company's message attachment bytes (messages' store) for the plan's storage limit, which counts
 * documents and attachments together. Events carry signed deltas; the inbox records each event in this transaction,
 * so a redelivery adds nothing twice, and deltas add up the same in any order.
 */
@Injectable()
@EventConsumer({ service: 'accounts', name: 'KeepAttachmentUsageOnMessageEvents', events: [MessageEvents.AttachmentStorageChanged] })
export class KeepAttachmentUsageOnMessageEvents implements EventConsumerHandler<AttachmentStorageChanged> {
  async handle(envelope: EventEnvelope<AttachmentStorageChanged>, manager: EntityManager): Promise<void> {
    const { companyId, deltaBytes } = envelope.payload;
    if (typeof companyId !== 'string' || !UUID.test(companyId) || !Number.isSafeInteger(deltaBytes)) return;
    await manager.query(
      `INSERT INTO accounts.company_attachment_usage AS u (company_id, bytes, updated_at) VALUES ($1, $2, now())
       ON CONFLICT (company_id) DO UPDATE SET bytes = u.bytes + EXCLUDED.bytes, updated_at = now()`,
      [companyId, deltaBytes],
    );
  }
}
