import type { EntityManager } from 'typeorm';
import { TenderEvents, type EventEnvelope, type TenderClosed, type TenderPublished, type TenderUpdated } from '@jointly/contracts';

/** The tenders events a `tender_summary` read model follows. */
export const TENDER_SUMMARY_EVENTS = [TenderEvents.TenderPublished, TenderEvents.TenderUpdated, TenderEvents.TenderClosed];

export type TenderSummaryEvent = TenderPublished | TenderUpdated | TenderClosed;

/**
 * `<schema>.tender_summary` (tender_id, title, buyer_name, closing_date, status, updated_at; each service creates it in
 * its own migration): what a service shows of a tender it does not own, kept from tenders' events. Applies one event in
 * the consumer's transaction: Published and Updated carry
 * the whole summary (upsert); Closed sets the status (and the closing date it names).
 */
export async function applyTenderSummaryEvent(manager: EntityManager, schema: string, envelope: EventEnvelope<TenderSummaryEvent>) {
  if (envelope.type === TenderEvents.TenderClosed.type) {
    const { tenderId, closingDate } = envelope.payload as TenderClosed;
    await manager.query(
      `UPDATE ${schema}.tender_summary SET status = 'closed', closing_date = coalesce($2::timestamptz, closing_date), updated_at = now()
       WHERE tender_id = $1`,
      [tenderId, closingDate ?? null],
    );
    return;
  }
  const tender = envelope.payload as TenderPublished;
  await manager.query(
    `INSERT INTO ${schema}.tender_summary (tender_id, title, buyer_name, closing_date, status) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (tender_id) DO UPDATE SET title = EXCLUDED.title, buyer_name = EXCLUDED.buyer_name,
       closing_date = EXCLUDED.closing_date, status = EXCLUDED.status, updated_at = now()`,
    [tender.tenderId, tender.title, tender.buyerName, tender.closingDate, tender.status],
  );
}
