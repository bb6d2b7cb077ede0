import type { TenderRequirement } from '@jointly/contracts';
import { anyCategoryMatches } from './cpv-match';
import { coveringRegions } from './region-match';
import { certificationKey, type PreparedProvider } from './provider-facts';

/** Partial credit on a numeric threshold: what the provider has / what is required, capped at 1; unknown → 0. */
export function thresholdCredit(provided: number | null, required: number): number {
  if (required <= 0) return 1;
  if (provided === null || provided <= 0) return 0;
  return Math.min(1, provided / required);
}

/**
 * Whether a held certification (key) satisfies a required one: equal ignoring case and spacing, or the held one
 * names the required one and then more after a separator ('ISO 9001:2015' satisfies 'ISO 9001'; 'ISO 90011' does not).
 */
export function certificationSatisfies(heldKey: string, requiredKey: string): boolean {
  if (heldKey === requiredKey) return true;
  return heldKey.startsWith(requiredKey) && /^[\s:\-/(]/.test(heldKey.slice(requiredKey.length));
}

/**
 * A certification requirement's key, normalised once per requirement object (a tender's requirement is scored against
 * every candidate provider; requirements are read-only once built).
 */
const certificationKeys = new WeakMap<object, string>();
function requiredCertificationKey(requirement: { name: string }): string {
  let key = certificationKeys.get(requirement);
  if (key === undefined) {
    key = certificationKey(requirement.name);
    certificationKeys.set(requirement, key);
  }
  return key;
}

/** The provider's credit (0 to 1) for one requirement. */
export function requirementCredit(requirement: TenderRequirement, provider: PreparedProvider): number {
  const { facts } = provider;
  switch (requirement.type) {
    case 'serviceCategory':
      return anyCategoryMatches(provider.categories, requirement.cpvCodes) ? 1 : 0;
    case 'region':
      return coveringRegions(provider.regionKeys, requirement.regions).length > 0 ? 1 : 0;
    case 'minimumTurnover':
      return thresholdCredit(facts.annualTurnover, requirement.minimum);
    case 'yearsTrading':
      return thresholdCredit(facts.yearsTrading, requirement.minimum);
    case 'staffCount':
      return thresholdCredit(facts.staffCount, requirement.minimum);
    case 'insurance':
      return thresholdCredit(facts.insuranceLevel, requirement.minimum);
    case 'certification': {
      const required = requiredCertificationKey(requirement);
      return provider.certificationKeys.some((held) => certificationSatisfies(held, required)) ? 1 : 0;
    }
  }
}
