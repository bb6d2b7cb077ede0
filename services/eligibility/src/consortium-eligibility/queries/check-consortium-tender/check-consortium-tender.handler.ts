import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ConsortiumTenderCheck } from '@jointly/contracts';
import { NotFoundError } from '@jointly/common/errors';
import { checkConsortium } from '../../../scoring/consortium-facts';
import { TenderCriteriaRepository } from '../../../tender-criteria/tender-criteria.repository';
import { effectiveCriteria } from '../../../tender-criteria/tender-criteria.view';
import { TenderSummaryStore } from '../../../tender-summary/tender-summary.store';
import { assertConsortiumReader } from '../../consortium-access';
import { ConsortiumEligibilityStore } from '../../consortium-eligibility.store';
import { CheckConsortiumTenderQuery } from './check-consortium-tender.query';

/**
 * A consortium against one tender, computed now: the set (lot) the consortium fits best, its breakdown, which member
 * closes which requirement, and the gaps no member closes.
 */
@QueryHandler(CheckConsortiumTenderQuery)
export class CheckConsortiumTenderHandler implements IQueryHandler<CheckConsortiumTenderQuery> {
  constructor(
    private readonly store: ConsortiumEligibilityStore,
    private readonly tenders: TenderSummaryStore,
    private readonly criteria: TenderCriteriaRepository,
  ) {}

  async execute({ actor, consortiumId, tenderId }: CheckConsortiumTenderQuery): Promise<ConsortiumTenderCheck> {
    const rows = await this.store.members(consortiumId);
    assertConsortiumReader(actor, rows);
    const members = await this.store.memberFacts(consortiumId);
    const tender = await this.tenders.find(tenderId);
    if (!tender) throw new NotFoundError('No such tender.', 'TENDER.NOT_FOUND');
    const views = effectiveCriteria(tender, await this.criteria.findByTenderIds([tenderId]));
    if (!views.length) throw new NotFoundError('This tender says nothing to rate by yet.', 'TENDER_CRITERIA.NONE');
    let best: (ReturnType<typeof checkConsortium> & { view: (typeof views)[number] }) | null = null;
    for (const view of views) {
      const check = checkConsortium(view.requirements, members);
      if (!best || check.rating > best.rating) best = { ...check, view };
    }
    const { view, ...check } = best!;
    return {
      ...check,
      consortiumId,
      consortiumName: rows[0].consortiumName,
      tenderId,
      lot: view.lot,
      derived: view.derived,
      members: members.map(({ companyId, companyName, role }) => ({ companyId, companyName, role })),
    };
  }
}
