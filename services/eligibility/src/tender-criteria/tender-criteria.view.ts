import type { TenderCriteriaView } from '@jointly/contracts';
import { deriveTenderCriteria } from '../scoring/derive-tender-criteria';
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

/** The criteria derived from a tender nobody added criteria to: id = the tender id. */
export function derivedCriteriaView(tender: TenderSummaryRow): TenderCriteriaView {
  return {
    id: tender.tenderId,
    tenderId: tender.tenderId,
    lot: null,
    requirements: deriveTenderCriteria(tender),
    derived: true,
    createdBy: null,
    createdAt: tender.updatedAt.toISOString(),
    updatedAt: tender.updatedAt.toISOString(),
  };
}

/**
 * The criteria a tender is rated by: those added to it (one set per lot), else the derived ones. Sets without
 * requirements are left out (a tender with none is not rated).
 */
export function effectiveCriteria(tender: TenderSummaryRow, added: readonly TenderCriteria[]): TenderCriteriaView[] {
  const views = added.length ? added.map(toTenderCriteriaView) : [derivedCriteriaView(tender)];
  return views.filter((view) => view.requirements.length > 0);
}
