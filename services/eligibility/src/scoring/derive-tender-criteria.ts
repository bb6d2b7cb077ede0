import type { TenderRequirement } from '@jointly/contracts';

/** What derivation reads of a tender summary. */
export interface TenderFactsForDerivation {
  cpvCodes: readonly string[];
  regions: readonly string[];
  /** Whole contract value, or null when unknown. */
  value: number | null;
  currency: string | null;
  /** Contract length in months when known (the tender events do not carry it yet): annualises the value. */
  contractMonths?: number | null;
}

/** UK public procurement practice: a turnover ask is capped at twice the (annual) contract value. */
export const TURNOVER_MULTIPLE = 2;

/** The contract value per year: the whole value for contracts of a year or less (or of unknown length). */
export function annualisedValue(value: number, contractMonths?: number | null): number {
  return contractMonths && contractMonths > 12 ? (value * 12) / contractMonths : value;
}

/**
 * Criteria for a tender nobody added criteria to, from what the tender says:
 * - its CPV codes → serviceCategory (weight 3, mandatory);
 * - its regions, when it has any → region (weight 2);
 * - its value, when known and in GBP (turnover is in GBP) → minimumTurnover of 2 × the annualised value (weight 2).
 * Empty when the tender says none of these (such a tender is not rated).
 */
export function deriveTenderCriteria(tender: TenderFactsForDerivation): TenderRequirement[] {
  const requirements: TenderRequirement[] = [];
  const cpvCodes = [...new Set(tender.cpvCodes.map((code) => code.trim().replace(/-\d$/, '')).filter((code) => /^\d{2,8}$/.test(code)))];
  if (cpvCodes.length) requirements.push({ type: 'serviceCategory', cpvCodes, weight: 3, mandatory: true });
  const regions = [...new Set(tender.regions.map((region) => region.trim()).filter(Boolean))];
  if (regions.length) requirements.push({ type: 'region', regions, weight: 2, mandatory: false });
  const inGbp = tender.currency === null || tender.currency.toUpperCase() === 'GBP';
  if (tender.value !== null && tender.value > 0 && inGbp) {
    const minimum = Math.round(TURNOVER_MULTIPLE * annualisedValue(tender.value, tender.contractMonths));
    requirements.push({ type: 'minimumTurnover', minimum, weight: 2, mandatory: false });
  }
  return requirements;
}
