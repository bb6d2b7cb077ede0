import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TenderEvents, type EventEnvelope, type SavedSearchMatched, type TenderPublished } from '@jointly/contracts';
import { EventConsumer, OutboxService, createEvent, type EventConsumerHandler } from '@jointly/common/events';
import { criteriaFromJson } from '../search/search-criteria';
import { TenderSearch } from '../search/tender-search';
import type { SavedSearchRow } from './saved-searches';

/** Most tenders one SavedSearchMatched lists (the alert links to the search for the rest). */
const MAX_TENDERS_PER_ALERT = 50;

/**
 * New tenders against everyone's saved searches. For each saved search that matches some of a batch of
 * TenderPublished events: `instant` → ONE SavedSearchMatched listing them; `daily` → the matches wait for the daily
 * digest (DailyDigestJob); `none` (alerts off) is not matched. Matching runs the saved criteria through the same SQL as the search endpoints, restricted
 * to the new tenders' ids, so an alert never disagrees with the search it came from (closed tenders included only
 * when the saved search includes them).
 */
@Injectable()
@EventConsumer({ service: 'tenders', name: 'MatchSavedSearchesOnTenderPublished', events: [TenderEvents.TenderPublished] })
export class MatchSavedSearchesOnTenderPublished implements EventConsumerHandler<TenderPublished> {
  constructor(private readonly outbox: OutboxService) {}

  handle(envelope: EventEnvelope<TenderPublished>, manager: EntityManager): Promise<void> {
    return this.handleBatch([envelope], manager);
  }

  async handleBatch(envelopes: Array<EventEnvelope<TenderPublished>>, manager: EntityManager): Promise<void> {
    const published = new Map(envelopes.map((e) => [e.payload.tenderId, e.payload]));
    if (published.size === 0) return;
    const searches = (await manager.query(
      "SELECT * FROM tenders.saved_search WHERE delivery <> 'none' ORDER BY created_at",
    )) as SavedSearchRow[];
    if (searches.length === 0) return;
    const engine = new TenderSearch(manager);
    const ids = [...published.keys()];
    const alerts: Array<EventEnvelope<SavedSearchMatched>> = [];
    for (const search of searches) {
      const matched = await engine.matchingIds(criteriaFromJson(search.criteria), ids);
      if (matched.length === 0) continue;
      if (search.delivery === 'daily') {
        await manager.query(
          `INSERT INTO tenders.saved_search_pending_match (saved_search_id, tender_id) SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING`,
          [search.id, matched],
        );
        continue;
      }
      const tenders = ids
        .filter((id) => matched.includes(id))
        .slice(0, MAX_TENDERS_PER_ALERT)
        .map((id) => {
          const t = published.get(id)!;
          return { tenderId: id, title: t.title, buyerName: t.buyerName, closingDate: t.closingDate };
        });
      alerts.push(
        createEvent(TenderEvents.SavedSearchMatched, {
          aggregateId: search.id,
          actorId: null,
          correlationId: envelopes[0].correlationId,
          payload: { savedSearchId: search.id, accountId: search.account_id, searchName: search.name, delivery: 'instant', tenders },
        }),
      );
      await manager.query('UPDATE tenders.saved_search SET last_matched_at = now() WHERE id = $1', [search.id]);
    }
    await this.outbox.add(manager, alerts);
  }
}
