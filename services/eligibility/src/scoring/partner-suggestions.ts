import type { TenderRequirement } from '@jointly/contracts';
import { consortiumFacts, type MemberFacts } from './consortium-facts';
import { significantCpv } from './cpv-match';
import { prepareProvider, type ProviderFacts } from './provider-facts';
import { bestRating } from './rate-criteria';
import { requirementCredit } from './requirement-credit';
import { describeRequirement } from './check-eligibility';

/** A tender the consortium aims at, with the requirement sets it is rated by. */
export interface TargetTender {
  tenderId: string;
  title: string;
  sets: TenderRequirement[][];
}

/** A company that could join, with its facts. */
export interface Candidate {
  companyId: string;
  facts: ProviderFacts;
}

export interface PartnerSuggestion {
  companyId: string;
  /** Sum over the target tenders of how many points the consortium's rating would rise with this company. */
  ratingGain: number;
  /** The biggest single rise and on which tender. */
  bestTender: { tenderId: string; title: string; from: number; to: number } | null;
  /** What the company brings that the consortium lacks, in words ("adds ISO 27001", "covers North West"). */
  reasons: string[];
  /** New CPV divisions and regions the company brings (the tie-breaker). */
  complementarity: number;
}

/** What the candidate brings to one requirement the consortium does not fully meet, in words. */
function reasonFor(requirement: TenderRequirement, candidate: ProviderFacts): string | null {
  switch (requirement.type) {
    case 'certification':
      return `adds ${requirement.name}`;
    case 'region':
      return `covers ${describeRequirement(requirement).replace(/^Serves /, '')}`;
    case 'serviceCategory':
      return `works in ${requirement.cpvCodes.join(', ')}`;
    // Amounts stay private to the company: the reason says what it closes, not its figures.
    case 'minimumTurnover':
      return candidate.annualTurnover ? `adds turnover towards ${describeRequirement(requirement).toLowerCase()}` : null;
    case 'staffCount':
      return candidate.staffCount ? 'adds staff' : null;
    case 'insurance':
      return candidate.insuranceLevel ? 'holds the insurance cover asked' : null;
    case 'yearsTrading':
      return null;
  }
}

const divisions = (facts: ProviderFacts) => new Set(facts.serviceCategories.map((c) => significantCpv(c).slice(0, 2)).filter(Boolean));
const regions = (facts: ProviderFacts) => new Set(facts.regions.map((r) => r.trim().toLowerCase()));

/**
 * Ranks companies by how much they would raise the consortium's ratings on its target tenders, explained by what
 * they close; ties (and companies that raise nothing) by the CPV divisions and regions they add. Best first.
 */
export function suggestPartners(
  members: readonly MemberFacts[],
  candidates: readonly Candidate[],
  targets: readonly TargetTender[],
): PartnerSuggestion[] {
  const current = prepareProvider(consortiumFacts(members));
  const currentRatings = targets.map((t) => bestRating(t.sets, current) ?? 0);
  const haveDivisions = divisions(current.facts);
  const haveRegions = regions(current.facts);
  const suggestions = candidates.map((candidate): PartnerSuggestion => {
    const joined = prepareProvider(
      consortiumFacts([...members, { companyId: candidate.companyId, companyName: null, role: 'member', facts: candidate.facts }]),
    );
    const alone = prepareProvider(candidate.facts);
    let ratingGain = 0;
    let bestTender: PartnerSuggestion['bestTender'] = null;
    const reasons = new Set<string>();
    targets.forEach((target, i) => {
      const to = bestRating(target.sets, joined) ?? 0;
      const gain = to - currentRatings[i];
      if (gain <= 0) return;
      ratingGain += gain;
      if (!bestTender || gain > bestTender.to - bestTender.from)
        bestTender = { tenderId: target.tenderId, title: target.title, from: currentRatings[i], to };
      for (const set of target.sets) {
        for (const requirement of set) {
          if (requirementCredit(requirement, current) >= 1) continue;
          if (requirementCredit(requirement, joined) <= requirementCredit(requirement, current)) continue;
          if (requirementCredit(requirement, alone) <= 0) continue;
          const reason = reasonFor(requirement, candidate.facts);
          if (reason) reasons.add(reason);
        }
      }
    });
    const complementarity =
      [...divisions(candidate.facts)].filter((d) => !haveDivisions.has(d)).length +
      [...regions(candidate.facts)].filter((r) => !haveRegions.has(r)).length;
    return { companyId: candidate.companyId, ratingGain, bestTender, reasons: [...reasons].slice(0, 4), complementarity };
  });
  return suggestions.sort(
    (a, b) => b.ratingGain - a.ratingGain || b.complementarity - a.complementarity || a.companyId.localeCompare(b.companyId),
  );
}
