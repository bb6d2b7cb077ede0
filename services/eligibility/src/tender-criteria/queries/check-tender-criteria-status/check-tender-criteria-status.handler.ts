import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { TenderCriteriaCheckResult, TenderCriteriaView } from '@jointly/contracts';
import { checkEligibility } from '../../../scoring/check-eligibility';
import { prepareProvider } from '../../../scoring/provider-facts';
import { TenderSummaryStore } from '../../../tender-summary/tender-summary.store';
import { AccountAccess } from '../../../user-criteria/account-access';
import { TenderCriteriaNotFoundError } from '../../tender-criteria.errors';
import { TenderCriteriaRepository } from '../../tender-criteria.repository';
import { derivedCriteriaViews, effectiveCriteria, toTenderCriteriaView } from '../../tender-criteria.view';
import { CheckTenderCriteriaStatusQuery } from './check-tender-criteria-status.query';

/**
 * `tenderCriteria` names added criteria, or a tender: then the tender's effective criteria are checked (the lot the
 * account fits best when several were added; the derived criteria when none were), as the stored ratings are.
 */
@QueryHandler(CheckTenderCriteriaStatusQuery)
export class CheckTenderCriteriaStatusHandler implements IQueryHandler<CheckTenderCriteriaStatusQuery> {
  constructor(
    private readonly criteria: TenderCriteriaRepository,
    private readonly tenders: TenderSummaryStore,
    private readonly access: AccountAccess,
  ) {}

  async execute({ actor, tenderCriteriaId, accountId }: CheckTenderCriteriaStatusQuery): Promise<TenderCriteriaCheckResult> {
    await this.access.assertMaySee(actor, accountId);
    const candidates = await this.candidates(tenderCriteriaId);
    const provider = prepareProvider(await this.access.factsOf(accountId));
    let best: TenderCriteriaCheckResult | null = null;
    for (const view of candidates) {
      const check = checkEligibility(view.requirements, provider);
      if (!best || check.rating > best.rating)
        best = { accountId, tenderId: view.tenderId, tenderCriteriaId: view.id, lot: view.lot, derived: view.derived, ...check };
    }
    return best!;
  }

  private async candidates(id: string): Promise<TenderCriteriaView[]> {
    const added = await this.criteria.findById(id);
    if (added) return [toTenderCriteriaView(added)];
    const tender = await this.tenders.find(id);
    if (!tender) throw new TenderCriteriaNotFoundError(id);
    const effective = effectiveCriteria(tender, await this.criteria.findByTenderIds([id]));
    // A tender that says nothing to rate by: its (empty) derived criteria, rating 0.
    return effective.length ? effective : derivedCriteriaViews(tender);
  }
}
