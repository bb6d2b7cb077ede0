import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  TenderEvents,
  changesTenderScoring,
  type EventEnvelope,
  type TenderClosed,
  type TenderPublished,
  type TenderUpdated,
} from '@jointly/contracts';
import { EventConsumer, type EventConsumerHandler } from '@jointly/common/events';
import { ConsortiumRecalculator } from '../../consortium-eligibility/consortium-recalculator';
import { TenderSummaryStore } from '../../tender-summary/tender-summary.store';
import { EligibilityRecalculator } from '../eligibility-recalculator';

type TenderEvent = TenderPublished | TenderUpdated | TenderClosed;

/** An update re-rates when it changed a field scoring reads, or does not say what it changed. */
const needsRating = (update: TenderUpdated) => !Array.isArray(update.changedFields) || changesTenderScoring(update.changedFields);

/**
 * Keeps `tender_summary` from tenders' events and the tender's ratings with it, in the inbox transaction (so a
 * redelivered event changes nothing): Published and Updated upsert the summary and rate the tender against every
 * account with criteria (an update only when it changed a field scoring reads: contracts' TENDER_SCORING_FIELDS);
 * Closed (or an update to a status that is no longer open) drops its ratings. Batches rate each tender once, reading
 * the accounts' facts once.
 */
@Injectable()
@EventConsumer({
  service: 'eligibility',
  name: 'RateTenderOnTenderEvents',
  events: [TenderEvents.TenderPublished, TenderEvents.TenderUpdated, TenderEvents.TenderClosed],
})
export class RateTenderOnTenderEvents implements EventConsumerHandler<TenderEvent> {
  constructor(
    private readonly tenders: TenderSummaryStore,
    private readonly recalculator: EligibilityRecalculator,
    private readonly consortiums: ConsortiumRecalculator,
  ) {}

  handle(envelope: EventEnvelope<TenderEvent>, manager: EntityManager): Promise<void> {
    return this.handleBatch([envelope], manager);
  }

  /** A batch (a feed run, an import): every summary in order, then each tender rated once with the accounts read once. */
  async handleBatch(envelopes: Array<EventEnvelope<TenderEvent>>, manager: EntityManager): Promise<void> {
    for (const envelope of envelopes) {
      if (envelope.type === TenderEvents.TenderClosed.type) await this.tenders.close(manager, envelope.payload as TenderClosed);
      else await this.tenders.upsert(manager, envelope.payload as TenderPublished);
    }
    // An update that changed nothing scoring reads (a title, a description, a notice link) keeps the ratings as they are.
    const rated = envelopes.filter(
      (envelope) => envelope.type !== TenderEvents.TenderUpdated.type || needsRating(envelope.payload as TenderUpdated),
    );
    if (rated.length === 0) return;
    const tenderIds = [...new Set(rated.map((envelope) => envelope.payload.tenderId))];
    await this.recalculator.forTenders(manager, tenderIds);
    await this.consortiums.forTenders(manager, tenderIds);
  }
}
