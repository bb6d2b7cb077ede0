import type { ProviderFacts } from './provider-facts';

const united = (first: readonly string[], second: readonly string[]): string[] => {
  const seen = new Map<string, string>();
  for (const item of [...first, ...second]) if (!seen.has(item.trim().toLowerCase())) seen.set(item.trim().toLowerCase(), item);
  return [...seen.values()];
};

/**
 * A company's profile facts with its uploaded evidence: a certification a certificate was uploaded for counts as held
 * (united with the profile's), and is marked evidenced; financial accounts mark the turnover evidenced.
 */
export function withEvidence(
  profile: ProviderFacts,
  evidence: { evidencedCertifications: readonly string[]; turnoverEvidenced: boolean },
): ProviderFacts {
  return {
    ...profile,
    certifications: united(profile.certifications, evidence.evidencedCertifications),
    evidencedCertifications: [...evidence.evidencedCertifications],
    turnoverEvidenced: evidence.turnoverEvidenced,
  };
}

/**
 * One set of facts per provider: its company's profile (kept from accounts' CompanyFactsChanged: what the profile and
 * business-information forms record) merged with the answers of the eligibility criteria form. The profile is the
 * record of the company: a turnover, staff count or years trading it states wins; the criteria form supplies what the
 * profile does not state (insurance cover, a figure the profile leaves empty). Lists (service categories, regions,
 * certifications) are united, the profile's first. Neither known: null (the account is not rated).
 */
export function withCompanyProfile(profile: ProviderFacts | null, answers: ProviderFacts | null): ProviderFacts | null {
  if (!profile) return answers;
  if (!answers) return profile;
  return {
    serviceCategories: united(profile.serviceCategories, answers.serviceCategories),
    regions: united(profile.regions, answers.regions),
    certifications: united(profile.certifications, answers.certifications),
    annualTurnover: profile.annualTurnover ?? answers.annualTurnover,
    yearsTrading: profile.yearsTrading ?? answers.yearsTrading,
    staffCount: profile.staffCount ?? answers.staffCount,
    insuranceLevel: profile.insuranceLevel ?? answers.insuranceLevel,
    // Evidence is the company's uploads, which the profile carries (withEvidence); the criteria form evidences nothing.
    ...(profile.evidencedCertifications ? { evidencedCertifications: profile.evidencedCertifications } : {}),
    ...(profile.turnoverEvidenced ? { turnoverEvidenced: true } : {}),
  };
}
