import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ratingSets } from '../eligibility-result/eligibility-recalculator';
import { consortiumFacts, type MemberFacts } from '../scoring/consortium-facts';
import { prepareProvider, type PreparedProvider } from '../scoring/provider-facts';
import { bestRating } from '../scoring/rate-criteria';
import { providerKeys } from '../scoring/rating-gate';
import { TenderCriteriaRepository } from '../tender-criteria/tender-criteria.repository';
import { TenderSummaryStore } from '../tender-summary/tender-summary.store';
import { CONSORTIUM_RESULT_FLOOR, ConsortiumEligibilityStore, type ConsortiumRatingRow } from './consortium-eligibility.store';

interface PreparedConsortium {
  consortiumId: string;
  combined: PreparedProvider;
  lead: PreparedProvider | null;
}

function prepare(consortiumId: string, members: readonly MemberFacts[]): PreparedConsortium {
  const lead = members.find((m) => m.role === 'lead');
  return { consortiumId, combined: prepareProvider(consortiumFacts(members)), lead: lead ? prepareProvider(lead.facts) : null };
}

/**
 * Keeps consortiums' stored ratings (those at or above the floor) in the caller's transaction, by the same scoring
 * as providers' ratings, over the members' combined facts: on a member joining, a member company's facts changing,
 * and a tender or its criteria changing.
 */
@Injectable()
export class ConsortiumRecalculator {
  constructor(
    private readonly store: ConsortiumEligibilityStore,
    private readonly tenders: TenderSummaryStore,
    private readonly criteria: TenderCriteriaRepository,
  ) {}

  /** One consortium against every open tender. */
  async forConsortium(manager: EntityManager, consortiumId: string): Promise<number> {
    const members = await this.store.memberFacts(consortiumId, manager);
    if (!members.length) {
      await this.store.replaceForConsortium(manager, consortiumId, []);
      return 0;
    }
    const consortium = prepare(consortiumId, members);
    // Only tenders whose gate the members' combined categories pass can reach the stored floor (rating-gate.ts).
    const open = await this.tenders.findOpenCandidates(providerKeys(consortium.combined.facts.serviceCategories), manager);
    const added = await this.criteria.findSetsOfOpenTenders(manager);
    const previous = await this.store.ratingsOfConsortium(manager, consortiumId);
    const rows: ConsortiumRatingRow[] = [];
    for (const tender of open) {
      const sets = ratingSets(tender, added.get(tender.tenderId));
      const rating = bestRating(sets, consortium.combined);
      if (rating === null || rating < CONSORTIUM_RESULT_FLOOR) continue;
      rows.push({
        consortiumId,
        tenderId: tender.tenderId,
        rating,
        leadRating: consortium.lead ? (bestRating(sets, consortium.lead) ?? 0) : 0,
      });
    }
    await this.store.writeForConsortium(manager, consortiumId, rows, previous);
    return rows.length;
  }

  /** Every consortium a company belongs to (its facts changed). */
  async forCompany(manager: EntityManager, companyId: string | null): Promise<void> {
    if (!companyId) return;
    for (const consortiumId of await this.store.consortiumsOfCompany(companyId, manager)) await this.forConsortium(manager, consortiumId);
  }

  /** Some tenders against every consortium (tender events, criteria added); tenders no longer open keep no ratings. */
  async forTenders(manager: EntityManager, tenderIds: readonly string[]): Promise<void> {
    const ids = [...new Set(tenderIds)];
    if (!ids.length) return;
    const consortiumIds = await this.store.allConsortiumIds(manager);
    const consortiums: PreparedConsortium[] = [];
    for (const id of consortiumIds) consortiums.push(prepare(id, await this.store.memberFacts(id, manager)));
    const rows: ConsortiumRatingRow[] = [];
    for (const tenderId of ids) {
      const tender = await this.tenders.find(tenderId, manager);
      if (!tender || !(await this.tenders.isOpen(tenderId, manager))) continue;
      const added = await this.criteria.findByTenderIds([tenderId], manager);
      const sets = ratingSets(
        tender,
        added.map((row) => row.requirements),
      );
      for (const c of consortiums) {
        const rating = bestRating(sets, c.combined);
        if (rating !== null)
          rows.push({ consortiumId: c.consortiumId, tenderId, rating, leadRating: c.lead ? (bestRating(sets, c.lead) ?? 0) : 0 });
      }
    }
    await this.store.replaceForTenders(manager, ids, rows);
  }
}
