import type { ExpertAvailability } from '@jointly/contracts';
import { significantCpv } from '../scoring/cpv-match';
import { isNationalRegion, regionCovers, regionKey } from '../scoring/region-match';
import { describeCpvDivision } from './cpv-division-names';

/** How much each part of an expert's fit to some work counts. */
export const EXPERT_FIT_WEIGHTS = { sector: 3, region: 2, availability: 1, experience: 1 } as const;

/** Experience counts in part up to this many years, fully beyond. */
export const FULL_EXPERIENCE_YEARS = 10;

export const AVAILABILITY_CREDIT: Readonly<Record<ExpertAvailability, number>> = { available: 1, limited: 0.5, unavailable: 0 };

/**
 * When matching for a provider, fitting a tender's sectors or regions that the provider already covers earns this
 * share of the credit; covering what the provider lacks (a gap) earns all of it, so gap closers rank higher.
 */
export const NO_GAP_CREDIT = 0.5;

/** What matching reads of an expert's criteria. */
export interface ExpertFacts {
  sectors: readonly string[];
  regions: readonly string[];
  yearsExperience: number | null;
  availability: ExpertAvailability;
}

/** An expert's facts normalised once, so that matching it against many tenders does no repeated work. */
export interface PreparedExpert<E extends ExpertFacts = ExpertFacts> {
  expert: E;
  divisions: ReadonlySet<string>;
  regionKeys: readonly string[];
}

export function prepareExpert<E extends ExpertFacts>(expert: E): PreparedExpert<E> {
  return { expert, divisions: new Set(divisionsOf(expert.sectors)), regionKeys: expert.regions.map(regionKey) };
}

/**
 * The work an expert is matched against: one tender's CPV divisions and regions and, when matching for a provider,
 * `gaps`: the divisions and regions of that tender the provider's criteria do not cover.
 */
export interface WorkToCover {
  divisions: readonly string[];
  /** Region names as the tender gives them (national names left out: see `national`). */
  regions: readonly string[];
  /** A national tender ('United Kingdom'): every expert covers it. */
  national: boolean;
  gaps?: { divisions: readonly string[]; regions: readonly string[] };
}

/** Distinct CPV divisions of codes or prefixes ('85311000' → '85'), invalid codes dropped. */
export function divisionsOf(codes: readonly string[]): string[] {
  return [...new Set(codes.map((code) => significantCpv(code).slice(0, 2)).filter(Boolean))];
}

const distinctRegions = (regions: readonly string[]): string[] => {
  const seen = new Map<string, string>();
  for (const region of regions) {
    const key = regionKey(region);
    if (key && !seen.has(key)) seen.set(key, region.replace(/\s+/g, ' ').trim());
  }
  return [...seen.values()];
};

/**
 * The work of a tender from its CPV codes and regions; with `gaps` (the CPV codes and regions of requirements the
 * provider does not meet) for provider matching. Gaps are part of the work even when the tender summary omits them.
 */
export function workOfTender(
  cpvCodes: readonly string[],
  regions: readonly string[],
  gaps?: { cpvCodes: readonly string[]; regions: readonly string[] },
): WorkToCover {
  const all = distinctRegions([...regions, ...(gaps?.regions ?? [])]);
  const national = all.some((region) => isNationalRegion(regionKey(region)));
  const gapDivisions = gaps ? divisionsOf(gaps.cpvCodes) : [];
  const gapRegions = gaps && !national ? distinctRegions(gaps.regions) : [];
  return {
    divisions: divisionsOf([...cpvCodes, ...gapDivisions]),
    regions: all.filter((region) => !isNationalRegion(regionKey(region))),
    national,
    ...(gaps ? { gaps: { divisions: gapDivisions, regions: gapRegions } } : {}),
  };
}

/** Why an expert fits, by kind: gaps it closes, the work it fits, and its own profile (availability, experience). */
export interface FitReasons {
  gaps: string[];
  work: string[];
  profile: string[];
}

/** How well one expert fits one piece of work. */
export interface ExpertFit {
  /** 0–100; 0 when the expert fits neither the work's sectors nor its regions. */
  score: number;
  /** Gaps of the provider the expert closes (provider matching). */
  gapsClosed: number;
  reasons: FitReasons;
}

interface Term {
  weight: number;
  credit: number;
  gaps: string[];
  work: string[];
}

function sectorTerm({ divisions }: PreparedExpert, work: WorkToCover): Term | null {
  if (!work.divisions.length) return null;
  const weight = EXPERT_FIT_WEIGHTS.sector;
  const covered = work.divisions.filter((division) => divisions.has(division));
  const fits = covered.map((division) => `Works in ${describeCpvDivision(division)}`);
  if (!work.gaps) return { weight, credit: covered.length / work.divisions.length, gaps: [], work: fits };
  const closing = work.gaps.divisions.filter((division) => divisions.has(division));
  if (closing.length)
    return {
      weight,
      credit: closing.length / work.gaps.divisions.length,
      gaps: closing.map((division) => `Brings ${describeCpvDivision(division)}, missing from your criteria`),
      work: [],
    };
  return { weight, credit: (NO_GAP_CREDIT * covered.length) / work.divisions.length, gaps: [], work: fits };
}

function regionTerm({ regionKeys }: PreparedExpert, work: WorkToCover): Term | null {
  const weight = EXPERT_FIT_WEIGHTS.region;
  if (work.national)
    return { weight, credit: work.gaps ? NO_GAP_CREDIT : 1, gaps: [], work: ['National tender: open to experts in any region'] };
  if (!work.regions.length) return null;
  const covers = (region: string) => regionKeys.some((key) => regionCovers(key, regionKey(region)));
  const covered = work.regions.filter(covers);
  const fits = covered.map((region) => `Covers ${region}`);
  if (!work.gaps) return { weight, credit: covered.length / work.regions.length, gaps: [], work: fits };
  const closing = work.gaps.regions.filter(covers);
  if (closing.length)
    return {
      weight,
      credit: closing.length / work.gaps.regions.length,
      gaps: closing.map((region) => `Covers ${region}, missing from your criteria`),
      work: [],
    };
  return { weight, credit: (NO_GAP_CREDIT * covered.length) / work.regions.length, gaps: [], work: fits };
}

const AVAILABILITY_REASON: Readonly<Record<ExpertAvailability, string>> = {
  available: 'Available now',
  limited: 'Limited availability',
  unavailable: 'Not available at present',
};

function profileReasons({ availability, yearsExperience }: ExpertFacts): string[] {
  const reasons = [AVAILABILITY_REASON[availability]];
  if (yearsExperience && yearsExperience > 0) reasons.push(`${yearsExperience} year${yearsExperience === 1 ? '' : 's'} of experience`);
  return reasons;
}

/**
 * The fit of an expert to some work, 0–100: round(100 × Σ weight × credit / Σ weight) over
 * - sector (3): the share of the work's CPV divisions the expert works in (provider matching: the share of the
 *   provider's missing divisions it brings, else half the share of the work's divisions);
 * - region (2): the share of the work's regions the expert covers (a national tender: everyone; provider matching as
 *   for sectors); left out, like the sector part, when the work names none;
 * - availability (1): available 1, limited 0.5, unavailable 0;
 * - experience (1): years / 10, at most 1.
 * Availability and experience alone are no fit, nor is a national tender's region: an expert that works in none of
 * the work's divisions and covers none of its named regions scores 0.
 */
export function fitExpert(prepared: PreparedExpert, work: WorkToCover): ExpertFit {
  const sector = sectorTerm(prepared, work);
  const region = regionTerm(prepared, work);
  const { expert } = prepared;
  const reasons: FitReasons = {
    gaps: [...(sector?.gaps ?? []), ...(region?.gaps ?? [])],
    work: [...(sector?.work ?? []), ...(region?.work ?? [])],
    profile: profileReasons(expert),
  };
  const gapsClosed = (sector?.gaps.length ?? 0) + (region?.gaps.length ?? 0);
  const fits = (sector?.credit ?? 0) > 0 || (!work.national && (region?.credit ?? 0) > 0);
  if (!fits) return { score: 0, gapsClosed: 0, reasons };
  const terms: Array<{ weight: number; credit: number }> = [
    ...(sector ? [sector] : []),
    ...(region ? [region] : []),
    { weight: EXPERT_FIT_WEIGHTS.availability, credit: AVAILABILITY_CREDIT[expert.availability] },
    {
      weight: EXPERT_FIT_WEIGHTS.experience,
      credit: Math.min(Math.max(expert.yearsExperience ?? 0, 0), FULL_EXPERIENCE_YEARS) / FULL_EXPERIENCE_YEARS,
    },
  ];
  const total = terms.reduce((sum, term) => sum + term.weight, 0);
  const earned = terms.reduce((sum, term) => sum + term.weight * term.credit, 0);
  return { score: Math.round((100 * earned) / total), gapsClosed, reasons };
}
