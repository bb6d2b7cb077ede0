import type { EligibilityCheck, EligibilityGap, RequirementOutcome, TenderRequirement } from '@jointly/contracts';
import { matchingCategories } from './cpv-match';
import { bandOf } from './eligibility-band';
import { certificationKey, type PreparedProvider } from './provider-facts';
import { rateCredits } from './rate-criteria';
import { certificationSatisfies, requirementCredit } from './requirement-credit';
import { coveringRegions } from './region-match';

const gbp = (amount: number): string => `£${Math.round(amount).toLocaleString('en-GB')}`;
const list = (items: readonly string[]): string => items.join(', ');
const plural = (n: number, one: string, many: string): string => `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;

/** What the requirement asks, in words. */
export function describeRequirement(requirement: TenderRequirement): string {
  switch (requirement.type) {
    case 'serviceCategory':
      return `Services in CPV ${list(requirement.cpvCodes)}`;
    case 'region':
      return `Serves ${list(requirement.regions)}`;
    case 'minimumTurnover':
      return `Annual turnover of at least ${gbp(requirement.minimum)}`;
    case 'yearsTrading':
      return `At least ${plural(requirement.minimum, 'year', 'years')} trading`;
    case 'staffCount':
      return `At least ${plural(requirement.minimum, 'member', 'members')} of staff`;
    case 'certification':
      return requirement.name;
    case 'insurance':
      return `Insurance cover of at least ${gbp(requirement.minimum)}`;
  }
}

/** What the provider has that is relevant to the requirement, in words; null when the provider has not said. */
export function describeProvided(requirement: TenderRequirement, provider: PreparedProvider): string | null {
  const { facts } = provider;
  switch (requirement.type) {
    case 'serviceCategory': {
      if (!facts.serviceCategories.length) return null;
      const matching = matchingCategories(provider.categories, requirement.cpvCodes);
      return `CPV ${list(matching.length ? matching : facts.serviceCategories)}`;
    }
    case 'region': {
      const covering = coveringRegions(provider.regionKeys, requirement.regions);
      if (covering[0] === '(national)') return facts.regions.length ? list(facts.regions) : 'National tender: open to all regions';
      if (!facts.regions.length) return null;
      const names = facts.regions.filter((_, i) => covering.includes(provider.regionKeys[i]));
      return list(names.length ? names : facts.regions);
    }
    case 'minimumTurnover':
      if (facts.annualTurnover === null) return null;
      return facts.turnoverEvidenced
        ? `${gbp(facts.annualTurnover)} — evidenced by uploaded financial accounts`
        : gbp(facts.annualTurnover);
    case 'yearsTrading':
      return facts.yearsTrading === null ? null : plural(facts.yearsTrading, 'year', 'years');
    case 'staffCount':
      return facts.staffCount === null ? null : plural(facts.staffCount, 'member', 'members');
    case 'insurance':
      return facts.insuranceLevel === null ? null : gbp(facts.insuranceLevel);
    case 'certification': {
      const required = certificationKey(requirement.name);
      const held = facts.certifications.find((_, i) => certificationSatisfies(provider.certificationKeys[i], required));
      if (!held) return facts.certifications.length ? list(facts.certifications) : null;
      return evidenceOf(requirement, provider) === 'evidenced'
        ? `${held} — evidenced by an uploaded certificate`
        : `${held} — claimed on your profile, no certificate uploaded`;
    }
  }
}

/**
 * Whether what the provider states for the requirement is backed by an uploaded document: a certification it holds
 * is 'evidenced' when a certificate uploaded for its company satisfies the requirement, else 'claimed' (it still
 * scores: the profile and the criteria form are the company's word, the explanation flags it); a turnover is
 * 'evidenced' when financial accounts are uploaded. Null: nothing held or stated to evidence, or another requirement.
 */
export function evidenceOf(requirement: TenderRequirement, provider: PreparedProvider): 'evidenced' | 'claimed' | null {
  if (requirement.type === 'minimumTurnover')
    return provider.facts.annualTurnover !== null && provider.facts.turnoverEvidenced ? 'evidenced' : null;
  if (requirement.type !== 'certification') return null;
  const required = certificationKey(requirement.name);
  if (!provider.certificationKeys.some((held) => certificationSatisfies(held, required))) return null;
  return provider.evidencedCertificationKeys.some((held) => certificationSatisfies(held, required)) ? 'evidenced' : 'claimed';
}

function gapMessage(outcome: RequirementOutcome): string {
  const prefix = outcome.mandatory ? 'Mandatory: ' : '';
  if (outcome.provided === null) return `${prefix}${outcome.required}; your criteria do not say`;
  return `${prefix}${outcome.required}; you have ${outcome.provided}`;
}

/**
 * The full check of a provider against one set of requirements: the rating and band, how each requirement scored,
 * and the gaps (every requirement not fully met, mandatory ones first).
 */
export function checkEligibility(requirements: readonly TenderRequirement[], provider: PreparedProvider): EligibilityCheck {
  const credits = requirements.map((requirement) => requirementCredit(requirement, provider));
  const rating = rateCredits(requirements, credits) ?? 0;
  const breakdown: RequirementOutcome[] = requirements.map((requirement, i) => {
    const evidence = evidenceOf(requirement, provider);
    return {
      type: requirement.type,
      weight: requirement.weight,
      mandatory: requirement.mandatory,
      status: credits[i] >= 1 ? 'met' : credits[i] > 0 ? 'partial' : 'unmet',
      credit: Math.round(credits[i] * 1000) / 1000,
      required: describeRequirement(requirement),
      provided: describeProvided(requirement, provider),
      ...(evidence ? { evidence } : {}),
      requirement,
    };
  });
  const gaps: EligibilityGap[] = breakdown
    .filter((outcome) => outcome.status !== 'met')
    .sort((a, b) => Number(b.mandatory) - Number(a.mandatory) || b.weight - a.weight)
    .map((outcome) => ({
      type: outcome.type,
      mandatory: outcome.mandatory,
      required: outcome.required,
      provided: outcome.provided,
      message: gapMessage(outcome),
    }));
  return { rating, band: bandOf(rating), breakdown, gaps };
}
