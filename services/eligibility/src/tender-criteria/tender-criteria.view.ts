import type { TenderCriteriaView } from '@jointly/contracts';
import { deriveCriteriaSets } from '../scoring/derive-tender-criteria';
import type { TenderSummaryRow } from '../tender-summary/tender-summary.store';
import type { TenderCriteria } from './tender-criteria.entity';

export function toTenderCriteriaView(row: TenderCriteria): TenderCriteriaView {
  return {
    id: row.id,
    tenderId: row.tenderId,
    lot: row.lot,
    requirements: row.requirements,
    derived: false,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The criteria derived from a tender nobody added criteria to (id = the tender id): the whole tender, and one set
 * per lot with a value of its own. A tender that says nothing to derive from gets one empty whole-tender set.
 */
export function derivedCriteriaViews(tender: TenderSummaryRow): TenderCriteriaView[] {
  const sets = deriveCriteriaSets(tender);
  return (sets.length ? sets : [{ lot: null, requirements: [] }]).map((set) => ({
    id: tender.tenderId,
    tenderId: tender.tenderId,
    lot: set.lot,
    requirements: set.requirements,
    derived: true,
    createdBy: null,
    createdAt: tender.updatedAt.toISOString(),
    updatedAt: tender.updatedAt.toISOString(),
  }));
}

/**
 * The criteria a tender is rated by: those added to it (one set per lot), else the derived ones. Sets without
 * requirements are left out (a tender with none is not rated).
 */
export function effectiveCriteria(tender: TenderSummaryRow, added: readonly TenderCriteria[]): TenderCriteriaView[] {
  const views = added.length ? added.map(toTenderCriteriaView) : derivedCriteriaViews(tender);
  return views.filter((view) => view.requirements.length > 0);
}
