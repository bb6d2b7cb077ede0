import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { ELIGIBILITY_BANDS, type EligibilityBand, type EligibilityFilter } from '@jointly/contracts';
import { ELIGIBILITY } from '../eligibility.database';
import { BANDS_BEST_FIRST, bandOf, isStoredRating, STORED_RATING_FLOOR } from '../scoring/eligibility-band';
import { prepareProvider } from '../scoring/provider-facts';
import { bestRating } from '../scoring/rate-criteria';
import { TenderSummaryStore } from '../tender-summary/tender-summary.store';
import { UserCriteriaRepository } from '../user-criteria/user-criteria.repository';
import { EligibilityResultStore, type RatedTender } from './eligibility-result.store';
import { planRatingsPage } from './ratings-page';
import { TenderRatingSetsCache } from './tender-rating-sets.cache';

/** Best first: rating, then the sooner closing date (undated last), then the tender id (the stored lists' order). */
export function byRatingThenClosing(a: RatedTender, b: RatedTender): number {
  if (a.rating !== b.rating) return b.rating - a.rating;
  const ac = a.closingDate?.getTime() ?? Infinity;
  const bc = b.closingDate?.getTime() ?? Infinity;
  if (ac !== bc) return ac < bc ? -1 : 1;
  return a.tenderId < b.tenderId ? -1 : a.tenderId > b.tenderId ? 1 : 0;
}

/**
 * Rows already in closing-then-id order (the cache's), put best first as `byRatingThenClosing` would: a stable counting
 * sort on the whole ratings 0–100 (no comparison sort of tens of thousands of rows per request); any other rating
 * falls back to the comparison sort.
 */
export function byRatingFromClosingOrder(rows: RatedTender[]): RatedTender[] {
  const buckets: RatedTender[][] = [];
  for (const row of rows) {
    if (!Number.isInteger(row.rating) || row.rating < 0 || row.rating > 100) return rows.sort(byRatingThenClosing);
    (buckets[row.rating] ??= []).push(row);
  }
  const ordered: RatedTender[] = [];
  for (let rating = 100; rating >= 0; rating--) for (const row of buckets[rating] ?? []) ordered.push(row);
  return ordered;
}

/** Two lists each best first, merged best first (the same order as sorting them together). */
export function mergeBestFirst(a: RatedTender[], b: RatedTender[]): RatedTender[] {
  if (!a.length) return b;
  if (!b.length) return a;
  const merged: RatedTender[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) merged.push(byRatingThenClosing(a[i], b[j]) <= 0 ? a[i++] : b[j++]);
  while (i < a.length) merged.push(a[i++]);
  while (j < b.length) merged.push(b[j++]);
  return merged;
}

/**
 * A provider's ratings of open tenders as the screens read them. Stored ratings are sparse (60 and above); the 59To0
 * band is computed on read: its **count** is (rated open tenders − the account's stored ratings of open tenders),
 * its **list** scores the rated open tenders without a stored rating by the same code as the recalculation. An
 * account without facts has no ratings at all (not a full low band).
 */
@Injectable()
export class ProviderRatingsReader {
  constructor(
    @InjectDataSource(ELIGIBILITY) private readonly dataSource: DataSource,
    private readonly results: EligibilityResultStore,
    private readonly tenders: TenderSummaryStore,
    private readonly users: UserCriteriaRepository,
    private readonly tenderSets: TenderRatingSetsCache,
  ) {}

  /**
   * The account's 59To0 band, computed now (best first): every rated open tender it has no stored rating of, scored
   * from the tenders' rating sets held in memory (TenderRatingSetsCache, caught up before the read, listed in
   * closing-then-id order, so ordering by rating is a counting sort); only the account's stored tender ids are read.
   */
  async lowBand(accountId: string, manager?: EntityManager): Promise<RatedTender[]> {
    const facts = await this.users.findFacts(accountId, manager);
    if (!facts) return [];
    const stored = await this.results.ratingsOfAccount(manager ?? this.dataSource, accountId);
    const { tenders, position } = await this.tenderSets.openTenders();
    // The stored ones marked by index (a few thousand look-ups, not one per open tender).
    const skip = new Uint8Array(tenders.length);
    for (const tenderId of stored.keys()) {
      const i = position.get(tenderId);
      if (i !== undefined) skip[i] = 1;
    }
    const provider = prepareProvider(facts);
    const calculatedAt = new Date();
    const low: RatedTender[] = [];
    for (let i = 0; i < tenders.length; i++) {
      if (skip[i]) continue;
      const tender = tenders[i];
      const rating = bestRating(tender.sets, provider);
      if (rating === null) continue;
      // A rating at or above the floor here means its row is being rewritten right now; it is listed in its band.
      low.push({
        tenderId: tender.tenderId,
        title: tender.title,
        buyerName: tender.buyerName,
        closingDate: tender.closingDate,
        rating,
        band: bandOf(rating),
        calculatedAt,
      });
    }
    return byRatingFromClosingOrder(low);
  }

  /** Every rating of open tenders for the account (stored, then the low band computed), best first. */
  async allOpen(accountId: string, manager?: EntityManager): Promise<RatedTender[]> {
    const stored = (await this.results.findOpenForAccount(accountId, manager ?? this.dataSource)).sort(byRatingThenClosing);
    const low = await this.lowBand(accountId, manager);
    return mergeBestFirst(stored, low);
  }

  /**
   * One page of the account's list (`filter`: 'All' or a band; `offset`/`limit` over it, best first) with the counts per
   * band, read in one snapshot. A page within the stored ratings reads only those (planRatingsPage); the 59To0 band is
   * scored only for a page reaching into it, and then its count is the list's own length.
   */
  async page(
    accountId: string,
    filter: EligibilityFilter,
    offset: number,
    limit: number,
  ): Promise<{ counts: Record<EligibilityBand, number>; entries: Array<{ tenderId: string; rating: number }> }> {
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const counts = Object.fromEntries(BANDS_BEST_FIRST.map((band) => [band, 0])) as Record<EligibilityBand, number>;
      if (!(await this.users.findFacts(accountId, manager))) return { counts, entries: [] };
      for (const { band, count } of await this.results.countOpenForAccountByBand(accountId, manager))
        if (isStoredRating(ELIGIBILITY_BANDS[band][0])) counts[band] = count;
      const storedTotal = BANDS_BEST_FIRST.reduce((sum, band) => sum + counts[band], 0);
      counts['59To0'] = Math.max(0, (await this.tenders.countRatedOpen(manager)) - storedTotal);
      const plan = planRatingsPage(filter, offset, limit, counts);
      const entries = plan.stored ? await this.results.findOpenForAccountBetween(accountId, plan.stored, manager) : [];
      if (plan.low) {
        const low = (await this.lowBand(accountId, manager)).filter((row) => !isStoredRating(row.rating));
        counts['59To0'] = low.length;
        for (const row of low.slice(plan.low.offset, plan.low.offset + plan.low.limit))
          entries.push({ tenderId: row.tenderId, rating: row.rating });
      }
      return { counts, entries };
    });
  }

  /** Ratings from `minimum` to `maximum`, best first, at most `limit` (a range reaching below 60 computes the low band). */
  async between(
    accountId: string,
    range: { minimum: number; maximum: number; limit: number },
    manager?: EntityManager,
  ): Promise<Array<{ tenderId: string; rating: number }>> {
    const stored = await this.results.findOpenForAccountBetween(accountId, range, manager ?? this.dataSource);
    if (range.minimum >= STORED_RATING_FLOOR || stored.length >= range.limit) return stored;
    const low = (await this.lowBand(accountId, manager))
      .filter((row) => row.rating >= range.minimum && row.rating <= range.maximum)
      .map(({ tenderId, rating }) => ({ tenderId, rating }));
    return [...stored, ...low].slice(0, range.limit);
  }

  /**
   * Per band how many open tenders, and the `limit` best. The 59To0 count is (rated open tenders − stored ratings of
   * open tenders); nothing is scored.
   */
  async dashboard(
    accountId: string,
    limit: number,
  ): Promise<{ counts: Array<{ band: EligibilityBand; count: number }>; top: RatedTender[] }> {
    const { counts, top } = await this.results.dashboardOf(accountId, limit);
    if (!(await this.users.findFacts(accountId))) return { counts: [], top: [] };
    const stored = counts.reduce((sum, { count }) => sum + count, 0);
    const low = Math.max(0, (await this.tenders.countRatedOpen()) - stored);
    const withLow = [...counts.filter((c) => c.band !== '59To0'), { band: '59To0' as EligibilityBand, count: low }];
    if (top.length >= limit || low === 0) return { counts: withLow, top };
    // Fewer stored than the dashboard lists: the best of the low band fill it.
    return { counts: withLow, top: [...top, ...(await this.lowBand(accountId)).slice(0, limit - top.length)] };
  }
}
