import type { EligibilityCheck, RequirementOutcome, TenderRequirement } from '@jointly/contracts';
import { checkEligibility } from './check-eligibility';
import { NO_FACTS, prepareProvider, type ProviderFacts } from './provider-facts';
import { requirementCredit } from './requirement-credit';

/** One member company of a consortium with its facts (the lead first). */
export interface MemberFacts {
  companyId: string;
  companyName: string | null;
  role: 'lead' | 'member';
  facts: ProviderFacts;
}

const unionOf = (lists: ReadonlyArray<readonly string[]>): string[] => {
  const seen = new Map<string, string>();
  for (const list of lists) for (const item of list) if (!seen.has(item.trim().toLowerCase())) seen.set(item.trim().toLowerCase(), item);
  return [...seen.values()];
};
const known = (values: ReadonlyArray<number | null>): number[] => values.filter((v): v is number => v !== null);
const sumOf = (values: ReadonlyArray<number | null>): number | null =>
  known(values).length ? known(values).reduce((a, b) => a + b, 0) : null;
const maxOf = (values: ReadonlyArray<number | null>): number | null => (known(values).length ? Math.max(...known(values)) : null);

/**
 * One company's facts from the criteria its people saved: lists united, amounts and counts the highest stated
 * (colleagues describe the same company; the fullest answer counts).
 */
export function companyFacts(rows: readonly ProviderFacts[]): ProviderFacts {
  if (!rows.length) return NO_FACTS;
  return {
    serviceCategories: unionOf(rows.map((r) => r.serviceCategories)),
    regions: unionOf(rows.map((r) => r.regions)),
    annualTurnover: maxOf(rows.map((r) => r.annualTurnover)),
    yearsTrading: maxOf(rows.map((r) => r.yearsTrading)),
    staffCount: maxOf(rows.map((r) => r.staffCount)),
    certifications: unionOf(rows.map((r) => r.certifications)),
    insuranceLevel: maxOf(rows.map((r) => r.insuranceLevel)),
  };
}

/**
 * The facts a consortium bids with, per the rule of each criterion:
 * - turnover and staff (capacity) are added up: a joint bid is assessed on the partners' combined standing;
 * - years trading is the lead's (the lead contracts with the buyer), else the longest when the lead has not said;
 * - regions, service categories and certifications are the union (each member brings its own);
 * - insurance is the highest cover a member holds (the member doing the work holds it);
 * - a certification is evidenced when a member's certificate for it is uploaded.
 */
export function consortiumFacts(members: readonly MemberFacts[]): ProviderFacts {
  const lead = members.find((m) => m.role === 'lead');
  const evidenced = unionOf(members.map((m) => m.facts.evidencedCertifications ?? []));
  return {
    serviceCategories: unionOf(members.map((m) => m.facts.serviceCategories)),
    regions: unionOf(members.map((m) => m.facts.regions)),
    annualTurnover: sumOf(members.map((m) => m.facts.annualTurnover)),
    yearsTrading: lead?.facts.yearsTrading ?? maxOf(members.map((m) => m.facts.yearsTrading)),
    staffCount: sumOf(members.map((m) => m.facts.staffCount)),
    certifications: unionOf(members.map((m) => m.facts.certifications)),
    insuranceLevel: maxOf(members.map((m) => m.facts.insuranceLevel)),
    // A certification is evidenced when the member holding it uploaded its certificate.
    ...(evidenced.length ? { evidencedCertifications: evidenced } : {}),
  };
}

/** How one requirement stands for the consortium, and which members close it. */
export interface RequirementContribution {
  outcome: RequirementOutcome;
  /** The lead alone: met, partial or unmet. */
  leadStatus: RequirementOutcome['status'];
  /** Members that meet the requirement on their own facts (for summed amounts: every member contributing some). */
  closedBy: Array<{ companyId: string; companyName: string | null }>;
  /** e.g. 'Acme Care adds ISO 27001' or 'Turnover £300,000 + £400,000 meets £600,000'. */
  explanation: string;
}

/** A consortium's check against one set of requirements, with each requirement's contributors and the gaps left. */
export interface ConsortiumCheck extends EligibilityCheck {
  contributions: RequirementContribution[];
  /** The lead's own rating against the same set. */
  leadRating: number;
}

const SUMMED: ReadonlySet<TenderRequirement['type']> = new Set(['minimumTurnover', 'staffCount']);
const statusOf = (credit: number): RequirementOutcome['status'] => (credit >= 1 ? 'met' : credit > 0 ? 'partial' : 'unmet');
const name = (m: MemberFacts) => m.companyName ?? 'A member';

export function checkConsortium(requirements: readonly TenderRequirement[], members: readonly MemberFacts[]): ConsortiumCheck {
  const combined = checkEligibility(requirements, prepareProvider(consortiumFacts(members)));
  const prepared = members.map((m) => ({ member: m, provider: prepareProvider(m.facts) }));
  const lead = prepared.find((p) => p.member.role === 'lead') ?? prepared[0];
  const leadCheck = lead ? checkEligibility(requirements, lead.provider) : null;
  const contributions = combined.breakdown.map((outcome, i): RequirementContribution => {
    const requirement = requirements[i];
    const credits = prepared.map((p) => ({ member: p.member, credit: requirementCredit(requirement, p.provider) }));
    const leadStatus = lead ? statusOf(requirementCredit(requirement, lead.provider)) : 'unmet';
    const closedBy = (SUMMED.has(requirement.type) ? credits.filter((c) => c.credit > 0) : credits.filter((c) => c.credit >= 1)).map(
      (c) => ({ companyId: c.member.companyId, companyName: c.member.companyName }),
    );
    let explanation: string;
    if (outcome.status !== 'met') explanation = `No member closes this: ${outcome.required.toLowerCase()}`;
    else if (leadStatus === 'met') explanation = `${lead ? name(lead.member) : 'The lead'} meets this`;
    else if (SUMMED.has(requirement.type))
      explanation = `Together: ${closedBy.map((c) => c.companyName ?? 'a member').join(' + ')} meet ${outcome.required.toLowerCase()}`;
    else
      explanation = `${closedBy.map((c) => c.companyName ?? 'A member').join(', ')} ${closedBy.length > 1 ? 'close' : 'closes'} this: ${outcome.required}`;
    return { outcome, leadStatus, closedBy, explanation };
  });
  return { ...combined, contributions, leadRating: leadCheck?.rating ?? 0 };
}
