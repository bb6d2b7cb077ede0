import type { ConsortiumPartnerSuggestions } from '@jointly/contracts';
import type { MatchingPartner } from '@jointly/contracts';

export type RankedPartner = MatchingPartner & { reason: string | null };

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The matching list (who may be invited) ordered by the eligibility suggestions (who closes the consortium's gaps,
 * best first), each with the reason in words; partners the suggestions do not rank keep their order after them.
 */
export function rankPartners(partners: readonly MatchingPartner[], suggestions: ConsortiumPartnerSuggestions | undefined): RankedPartner[] {
  const byCompany = new Map((suggestions?.suggestions ?? []).map((s, index) => [s.companyId, { ...s, index }]));
  const reasonOf = (partner: MatchingPartner): string | null => {
    const s = byCompany.get(String(partner.id));
    if (!s || (s.ratingGain <= 0 && !s.reasons.length)) return null;
    const brings = s.reasons.length ? capitalise(s.reasons.join(', ')) : null;
    const tender = s.bestTender ? `${s.bestTender.title}: ${s.bestTender.from} → ${s.bestTender.to}` : null;
    return [brings, tender].filter(Boolean).join(' · ');
  };
  return partners
    .map((partner, order) => ({ partner, order, rank: byCompany.get(String(partner.id))?.index ?? Number.MAX_SAFE_INTEGER }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map(({ partner }) => ({ ...partner, reason: reasonOf(partner) }));
}
