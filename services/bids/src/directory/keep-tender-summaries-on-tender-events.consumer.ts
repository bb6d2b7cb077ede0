import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventEnvelope } from '@jointly/contracts';
import { EventConsumer, type EventConsumerHandler } from '@jointly/common/events';
import { applyTenderSummaryEvent, TENDER_SUMMARY_EVENTS, type TenderSummaryEvent } from '@jointly/common/read-models';

/**
 * `tender_summary`: what invitations and workspaces show of their tender (title, buyer, closing date, status), and the set
 * of tenders experts may be invited for (common/read-models).
 */
@Injectable()
@EventConsumer({ service: 'bids', name: 'KeepTenderSummariesOnTenderEvents', events: TENDER_SUMMARY_EVENTS })
export class KeepTenderSummariesOnTenderEvents implements EventConsumerHandler<TenderSummaryEvent> {
  handle(envelope: EventEnvelope<TenderSummaryEvent>, manager: EntityManager): Promise<void> {
    return applyTenderSummaryEvent(manager, 'bids', envelope);
  }
}
