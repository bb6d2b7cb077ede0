import type { TenderCriteriaSource, TenderRequirement } from '@jointly/contracts';
import { readSelectionCriteria } from './selection-criteria-text';

/** What derivation reads of a tender summary. */
export interface TenderFactsForDerivation {
  cpvCodes: readonly string[];
  regions: readonly string[];
  /** Whole contract value, or null when unknown. */
  value: number | null;
  currency: string | null;
  /** Contract length in months when known; `criteriaSource.contractMonths` is used when this is absent. */
  contractMonths?: number | null;
  /** What the notice says beyond the summary (contract period, suitability, lots, selection criteria text). */
  criteriaSource?: TenderCriteriaSource | null;
}

/** One derived set of criteria: the whole tender (`lot` null) or one lot with a value of its own. */
export interface DerivedCriteriaSet {
  lot: string | null;
  requirements: TenderRequirement[];
}

/** UK public procurement practice: a turnover ask is capped at twice the (annual) contract value. */
export const TURNOVER_MULTIPLE = 2;

/** The contract value per year: the whole value for contracts of a year or less (or of unknown length). */
export function annualisedValue(value: number, contractMonths?: number | null): number {
  return contractMonths && contractMonths > 12 ? (value * 12) / contractMonths : value;
}

const inGbp = (currency: string | null): boolean => currency === null || currency.toUpperCase() === 'GBP';

/** The requirements every set shares: CPV codes, regions, and what the selection criteria text states. */
function commonRequirements(tender: TenderFactsForDerivation): {
  head: TenderRequirement[];
  tail: TenderRequirement[];
  statedTurnover: number | null;
} {
  const head: TenderRequirement[] = [];
  const cpvCodes = [...new Set(tender.cpvCodes.map((code) => code.trim().replace(/-\d$/, '')).filter((code) => /^\d{2,8}$/.test(code)))];
  if (cpvCodes.length) head.push({ type: 'serviceCategory', cpvCodes, weight: 3, mandatory: true, source: 'tender.classification' });
  const regions = [...new Set(tender.regions.map((region) => region.trim()).filter(Boolean))];
  if (regions.length) head.push({ type: 'region', regions, weight: 2, mandatory: false, source: 'tender.deliveryLocations' });
  const stated = readSelectionCriteria(tender.criteriaSource?.selectionCriteria);
  const tail: TenderRequirement[] = [];
  if (stated.insurance !== null) {
    tail.push({ type: 'insurance', minimum: stated.insurance, weight: 1, mandatory: false, source: 'tender.selectionCriteria' });
  }
  for (const name of stated.certifications) {
    tail.push({ type: 'certification', name, weight: 1, mandatory: false, source: 'tender.selectionCriteria' });
  }
  return { head, tail, statedTurnover: stated.minimumTurnover };
}

/**
 * The turnover ask: the minimum the selection criteria state (weight 2), else twice the annualised value when the
 * value is known and in GBP (weight 2; 1 when the notice marks the tender suitable for SMEs, whose turnover a value
 * multiple overstates). Null when neither is known.
 */
function turnoverRequirement(
  statedTurnover: number | null,
  value: number | null,
  currency: string | null,
  months: number | null,
  field: 'tender' | 'tender.lots[]',
  sme: boolean,
): TenderRequirement | null {
  if (statedTurnover !== null) {
    return { type: 'minimumTurnover', minimum: statedTurnover, weight: 2, mandatory: false, source: 'tender.selectionCriteria' };
  }
  if (value === null || value <= 0 || !inGbp(currency)) return null;
  const sources = [
    `${field}.value`,
    ...(months && months > 12 ? [`${field}.contractPeriod`] : []),
    ...(sme ? ['tender.suitability.sme'] : []),
  ];
  const minimum = Math.round(TURNOVER_MULTIPLE * annualisedValue(value, months));
  return { type: 'minimumTurnover', minimum, weight: sme ? 1 : 2, mandatory: false, source: sources.join(' + ') };
}

/**
 * Criteria for a tender nobody added criteria to, from what the tender says, each marked with its source field:
 * - its CPV codes → serviceCategory (weight 3, mandatory);
 * - its regions, when it has any → region (weight 2);
 * - turnover: the minimum its selection criteria state, else 2 × the annualised value (see turnoverRequirement);
 * - the insurance cover and certifications its selection criteria name (weight 1 each).
 * Empty when the tender says none of these (such a tender is not rated).
 */
export function deriveTenderCriteria(tender: TenderFactsForDerivation): TenderRequirement[] {
  const { head, tail, statedTurnover } = commonRequirements(tender);
  const months = tender.contractMonths ?? tender.criteriaSource?.contractMonths ?? null;
  const sme = tender.criteriaSource?.suitability?.sme === true;
  const turnover = turnoverRequirement(statedTurnover, tender.value, tender.currency, months, 'tender', sme);
  return [...head, ...(turnover ? [turnover] : []), ...tail];
}

/**
 * Every derived set a tender is rated by: the whole tender, and, when two or more lots carry values of their own,
 * one set per such lot (its own value and contract length set the turnover ask): a provider may bid for one lot.
 */
export function deriveCriteriaSets(tender: TenderFactsForDerivation): DerivedCriteriaSet[] {
  const whole = deriveTenderCriteria(tender);
  if (!whole.length) return [];
  const sets: DerivedCriteriaSet[] = [{ lot: null, requirements: whole }];
  const lots = (tender.criteriaSource?.lots ?? []).filter((lot) => lot.value !== null && lot.value > 0);
  if (lots.length < 2) return sets;
  const { head, tail, statedTurnover } = commonRequirements(tender);
  const sme = tender.criteriaSource?.suitability?.sme === true;
  for (const lot of lots) {
    const turnover = turnoverRequirement(statedTurnover, lot.value, lot.currency, lot.contractMonths, 'tender.lots[]', sme);
    sets.push({ lot: lot.lotId, requirements: [...head, ...(turnover ? [turnover] : []), ...tail] });
  }
  return sets;
}
