import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TenderEvents, type EventEnvelope, type TenderClosed, type TenderPublished, type TenderUpdated } from '@jointly/contracts';
import { EventConsumer, type EventConsumerHandler } from '@jointly/common/events';

type TenderEvent = TenderPublished | TenderUpdated | TenderClosed;

/**
 * `tender_summary`: what invitations and workspaces show of their tender (title, buyer, closing date, status), and the set
 * of tenders experts may be invited for. Published and Updated carry the whole summary (upsert); Closed sets the status.
 */
@Injectable()
@EventConsumer({
  service: 'bids',
  name: 'KeepTenderSummariesOnTenderEvents',
  events: [TenderEvents.TenderPublished, TenderEvents.TenderUpdated, TenderEvents.TenderClosed],
})
export class KeepTenderSummariesOnTenderEvents implements EventConsumerHandler<TenderEvent> {
  async handle(envelope: EventEnvelope<TenderEvent>, manager: EntityManager): Promise<void> {
    if (envelope.type === TenderEvents.TenderClosed.type) {
      const { tenderId, closingDate } = envelope.payload as TenderClosed;
      await manager.query(
        `UPDATE bids.tender_summary SET status = 'closed', closing_date = coalesce($2::timestamptz, closing_date), updated_at = now()
         WHERE tender_id = $1`,
        [tenderId, closingDate ?? null],
      );
      return;
    }
    const tender = envelope.payload as TenderPublished;
    await manager.query(
      `INSERT INTO bids.tender_summary (tender_id, title, buyer_name, closing_date, status) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (tender_id) DO UPDATE SET title = EXCLUDED.title, buyer_name = EXCLUDED.buyer_name,
         closing_date = EXCLUDED.closing_date, status = EXCLUDED.status, updated_at = now()`,
      [tender.tenderId, tender.title, tender.buyerName, tender.closingDate, tender.status],
    );
  }
}
