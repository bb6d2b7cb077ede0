import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  EligibilityEvents,
  TENDER_CROSSINGS_PER_EVENT,
  type EventEnvelope,
  type TenderRatingCrossing,
  type TenderRequirement,
} from '@jointly/contracts';
import { createEvent, OutboxService } from '@jointly/common/events';
import { deriveCriteriaSets } from '../scoring/derive-tender-criteria';
import { bandOf, HIGH_ELIGIBILITY_RATING, isStoredRating } from '../scoring/eligibility-band';
import { prepareProvider } from '../scoring/provider-facts';
import { bestRating } from '../scoring/rate-criteria';
import { cpvGate, gateKeys, providerKeys } from '../scoring/rating-gate';
import { TenderCriteriaRepository } from '../tender-criteria/tender-criteria.repository';
import { TenderSummaryStore, type TenderSummaryRow } from '../tender-summary/tender-summary.store';
import { ProviderFactsCache } from '../user-criteria/provider-facts.cache';
import { UserCriteriaRepository } from '../user-criteria/user-criteria.repository';
import { EligibilityResultStore, type RatingRow } from './eligibility-result.store';

/** At most this many EligibilityCalculated per recalculation of one account (the best ratings first). */
export const MAX_HIGH_ELIGIBILITY_EVENTS_PER_ACCOUNT = 10;

/** The rows to write: new ratings and those whose value changed (an unchanged row is left as it is). */
const changedRows = <R extends RatingRow>(rows: readonly R[], previous: Map<string, number>, key: 'tenderId' | 'accountId'): R[] =>
  rows.filter((row) => previous.get(row[key]) !== row.rating);

/**
 * A statement left running while the caller works in memory: its failure is kept for the caller's `await` (not
 * reported as unhandled meanwhile).
 */
function inFlight(statement: Promise<void>): Promise<void> {
  statement.catch(() => undefined);
  return statement;
}

/** Lets a statement just issued reach the connection (TypeORM sends it after a few microtasks) before CPU work. */
const queued = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** What one recalculation did. */
export interface RecalculationOutcome {
  /** Ratings stored (at or above the floor). */
  rated: number;
  /** Ratings that crossed into the 80+ bands. */
  crossed: number;
  /** Crossings announced (up to the per-account cap): one EligibilityCalculated each, or a place in a TenderRatingsCrossed. */
  published: number;
}

/** The requirement sets a tender is rated by: the ones added to it, else the derived sets (none: not rated). */
export function ratingSets(tender: TenderSummaryRow, added: TenderRequirement[][] | undefined): TenderRequirement[][] {
  if (added?.length) return added;
  return deriveCriteriaSets(tender).map((set) => set.requirements);
}

const crossesIntoHigh = (rating: number, previous: number | undefined): boolean =>
  rating >= HIGH_ELIGIBILITY_RATING && (previous === undefined || previous < HIGH_ELIGIBILITY_RATING);

/**
 * Recalculates stored ratings inside the caller's transaction (a consumer's inbox transaction, or check-all's).
 * Sparse: only ratings at or above STORED_RATING_FLOOR (60) are stored; a rating falling below it loses its row, and
 * ProviderRatingsReader computes the 59To0 band on read.
 * Ratings are computed in TypeScript by the same scoring as check-status (one code path), over rows read in one
 * query each, and written back in one statement: new or changed ratings upserted, stale ones deleted (an unchanged
 * rating keeps its row and its calculatedAt); a tender's crossings go to the outbox as TenderRatingsCrossed (one event
 * per 1,000 crossings) in one bulk insert, built and sent while that write runs (same transaction). Only candidates are read and scored (rating-gate.ts): the tenders whose
 * gate the provider passes, the providers that pass the tender's gate; the others cannot reach the floor. Providers'
 * facts are held in memory (ProviderFactsCache, re-reading only what changed). Only open tenders are rated; crossings are announced
 * only when a rating crosses into the 80+ bands (an account's recalculation: EligibilityCalculated per crossing).
 */
@Injectable()
export class EligibilityRecalculator {
  constructor(
    private readonly results: EligibilityResultStore,
    private readonly tenders: TenderSummaryStore,
    private readonly criteria: TenderCriteriaRepository,
    private readonly users: UserCriteriaRepository,
    private readonly outbox: OutboxService,
    private readonly providers: ProviderFactsCache,
  ) {}

  /** One account against every open tender (UserCriteriaChanged, check-all). */
  async forAccount(manager: EntityManager, accountId: string): Promise<RecalculationOutcome> {
    const facts = await this.users.findFacts(accountId, manager);
    if (!facts) {
      await this.results.deleteForAccount(manager, accountId);
      return { rated: 0, crossed: 0, published: 0 };
    }
    // One after the other: they share the transaction's connection.
    const open = await this.tenders.findOpenCandidates(providerKeys(facts.serviceCategories), manager);
    const added = await this.criteria.findSetsOfOpenTenders(manager);
    const previous = await this.results.ratingsOfAccount(manager, accountId);
    const provider = prepareProvider(facts);
    const rows: Array<RatingRow & { band: string }> = [];
    const crossings: Array<{ row: RatingRow; title: string }> = [];
    for (const tender of open) {
      const rating = bestRating(ratingSets(tender, added.get(tender.tenderId)), provider);
      if (rating === null) continue;
      const row = { accountId, tenderId: tender.tenderId, rating, band: bandOf(rating) };
      // Sparse: below the floor nothing is stored (the 59To0 band is computed on read).
      if (isStoredRating(rating)) rows.push(row);
      if (crossesIntoHigh(rating, previous.get(tender.tenderId))) crossings.push({ row, title: tender.title });
    }
    const rated = new Set(rows.map((row) => row.tenderId));
    await this.results.write(
      manager,
      { accountId },
      changedRows(rows, previous, 'tenderId'),
      [...previous.keys()].filter((id) => !rated.has(id)),
    );
    crossings.sort((a, b) => b.row.rating - a.row.rating);
    const published = crossings.slice(0, MAX_HIGH_ELIGIBILITY_EVENTS_PER_ACCOUNT);
    await this.announce(manager, published, previous, 'tenderId');
    return { rated: rows.length, crossed: crossings.length, published: published.length };
  }

  /** One tender against every account with criteria (TenderPublished/Updated, TenderCriteriaAdded); closed: dropped. */
  async forTender(manager: EntityManager, tenderId: string): Promise<RecalculationOutcome> {
    return this.forTenders(manager, [tenderId]);
  }

  /**
   * Rates several tenders against every account with criteria, reading and preparing the accounts' facts once (a
   * feed run or import delivers tenders in batches). Tenders no longer open lose their ratings.
   */
  async forTenders(manager: EntityManager, tenderIds: readonly string[]): Promise<RecalculationOutcome> {
    const outcome: RecalculationOutcome = { rated: 0, crossed: 0, published: 0 };
    // Crossings of the whole batch, with each one's previous rating; announced at the end, at most
    // MAX_HIGH_ELIGIBILITY_EVENTS_PER_ACCOUNT per account (best first), so an import does not flood a provider.
    const crossingsByAccount = new Map<string, Array<{ row: RatingRow; title: string; previous: number | undefined }>>();
    const ids = [...new Set(tenderIds)];
    // The ratings write of the tender rated last, still running in the database while the next step works in memory.
    let writing: Promise<void> = Promise.resolve();
    for (const tenderId of ids) {
      await writing;
      const tender = await this.tenders.find(tenderId, manager);
      if (!tender || !(await this.tenders.isOpen(tenderId, manager))) {
        await this.results.deleteForTender(manager, tenderId);
        continue;
      }
      const added = await this.criteria.findByTenderIds([tenderId], manager);
      const previous = await this.results.ratingsOfTender(manager, tenderId);
      const sets = ratingSets(
        tender,
        added.map((row) => row.requirements),
      );
      const gate = sets.length ? cpvGate(sets) : null;
      const keys = gate && gateKeys(gate);
      await this.tenders.markRated(manager, tenderId, sets.length > 0, keys);
      // Providers' facts from memory (brought up to date first), only those passing the tender's gate.
      const providers = sets.length ? await this.providers.passing(gate) : [];
      const rows: Array<RatingRow & { band: string }> = [];
      if (sets.length)
        for (const { accountId, provider } of providers) {
          const rating = bestRating(sets, provider)!;
          if (!isStoredRating(rating)) continue; // sparse: the 59To0 band is computed on read
          const row = { accountId, tenderId, rating, band: bandOf(rating) };
          rows.push(row);
          if (crossesIntoHigh(rating, previous.get(accountId))) {
            const list = crossingsByAccount.get(accountId) ?? [];
            list.push({ row, title: tender.title, previous: previous.get(accountId) });
            crossingsByAccount.set(accountId, list);
            outcome.crossed += 1;
          }
        }
      const rated = new Set(rows.map((row) => row.accountId));
      writing = inFlight(
        this.results.write(
          manager,
          { tenderId },
          changedRows(rows, previous, 'accountId'),
          [...previous.keys()].filter((id) => !rated.has(id)),
        ),
      );
      await queued();
      outcome.rated += rows.length;
    }
    // The crossings kept (at most MAX_HIGH_ELIGIBILITY_EVENTS_PER_ACCOUNT per account, best first) go out per tender:
    // one TenderRatingsCrossed per TENDER_CROSSINGS_PER_EVENT crossings, not one event per account (a tender re-rated
    // against 100,000 accounts crosses tens of thousands). Built while the database applies the last ratings write,
    // written in one outbox insert in this transaction, so the events commit if and only if the ratings do.
    const byTender = new Map<string, { title: string; crossings: TenderRatingCrossing[] }>();
    for (const list of crossingsByAccount.values()) {
      const best =
        list.length > 1 ? list.sort((a, b) => b.row.rating - a.row.rating).slice(0, MAX_HIGH_ELIGIBILITY_EVENTS_PER_ACCOUNT) : list;
      for (const { row, title, previous } of best) {
        let tender = byTender.get(row.tenderId);
        if (!tender) byTender.set(row.tenderId, (tender = { title, crossings: [] }));
        tender.crossings.push({
          accountId: row.accountId,
          rating: row.rating,
          previousRating: previous ?? null,
          band: bandOf(row.rating) as TenderRatingCrossing['band'],
        });
      }
      outcome.published += best.length;
    }
    const occurredAt = new Date();
    const events: EventEnvelope[] = [];
    for (const [tenderId, { title, crossings }] of byTender) events.push(...tenderCrossingEvents(tenderId, title, crossings, occurredAt));
    // Serialised now, sent after the ratings write on the same connection (in order).
    const publishing = inFlight(this.outbox.addMany(manager, events));
    await Promise.all([writing, publishing]);
    return outcome;
  }

  private async announce(
    manager: EntityManager,
    crossings: Array<{ row: RatingRow; title: string }>,
    previous: Map<string, number>,
    previousKey: 'tenderId' | 'accountId',
  ): Promise<void> {
    if (!crossings.length) return;
    await this.outbox.add(manager, this.crossingEvents(crossings, previous, previousKey));
  }

  private crossingEvents(
    crossings: Array<{ row: RatingRow; title: string }>,
    previous: Map<string, number>,
    previousKey: 'tenderId' | 'accountId',
  ): EventEnvelope[] {
    const occurredAt = new Date();
    return crossings.map(({ row, title }) => crossingEvent(row, title, previous.get(row[previousKey]) ?? null, occurredAt));
  }
}

/** The EligibilityCalculated event of a rating that crossed into the 80+ bands. */
function crossingEvent(row: RatingRow, title: string, previousRating: number | null, occurredAt: Date): EventEnvelope {
  return createEvent(EligibilityEvents.EligibilityCalculated, {
    aggregateId: row.accountId,
    actorId: null,
    occurredAt,
    payload: {
      accountId: row.accountId,
      tenderId: row.tenderId,
      rating: row.rating,
      previousRating,
      band: bandOf(row.rating) as '100To90' | '89To80',
      tenderTitle: title,
    },
  });
}

/**
 * The TenderRatingsCrossed events of one tender's recalculation: its crossings (best first, then by account) in parts
 * of at most TENDER_CROSSINGS_PER_EVENT, aggregate = the tender.
 */
export function tenderCrossingEvents(
  tenderId: string,
  tenderTitle: string,
  crossings: TenderRatingCrossing[],
  occurredAt: Date,
): EventEnvelope[] {
  const ordered = [...crossings].sort(
    (a, b) => b.rating - a.rating || (a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0),
  );
  const parts = Math.ceil(ordered.length / TENDER_CROSSINGS_PER_EVENT);
  return Array.from({ length: parts }, (_, i) =>
    createEvent(EligibilityEvents.TenderRatingsCrossed, {
      aggregateId: tenderId,
      actorId: null,
      occurredAt,
      payload: {
        tenderId,
        tenderTitle,
        crossings: ordered.slice(i * TENDER_CROSSINGS_PER_EVENT, (i + 1) * TENDER_CROSSINGS_PER_EVENT),
        part: i + 1,
        parts,
      },
    }),
  );
}
