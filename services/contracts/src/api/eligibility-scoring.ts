import type { EligibilityBand } from '../enums/eligibility-band';
import type { PagedResult } from './pagination';

/** The kinds of requirement a tender's criteria can hold. */
export const TENDER_REQUIREMENT_TYPES = [
  'serviceCategory',
  'region',
  'minimumTurnover',
  'yearsTrading',
  'staffCount',
  'certification',
  'insurance',
] as const;
export type TenderRequirementType = (typeof TENDER_REQUIREMENT_TYPES)[number];

/** What every requirement carries: its weight in the rating (a positive whole number) and whether it is mandatory. */
interface RequirementBase {
  weight: number;
  mandatory: boolean;
  /**
   * On derived criteria: the notice's field(s) the requirement was derived from, e.g. 'tender.selectionCriteria' or
   * 'tender.value + tender.contractPeriod'. Absent on criteria people added.
   */
  source?: string;
}

/** The provider works in one of these CPV codes or divisions (without check digit), e.g. ['85311000'] or ['85']. */
export interface ServiceCategoryRequirement extends RequirementBase {
  type: 'serviceCategory';
  cpvCodes: string[];
}
/** The provider serves one of these regions; 'United Kingdom' (a national tender) is met by everyone. */
export interface RegionRequirement extends RequirementBase {
  type: 'region';
  regions: string[];
}
/** Annual turnover of at least `minimum` GBP (partial credit below). */
export interface MinimumTurnoverRequirement extends RequirementBase {
  type: 'minimumTurnover';
  minimum: number;
}
/** At least `minimum` years trading (partial credit below). */
export interface YearsTradingRequirement extends RequirementBase {
  type: 'yearsTrading';
  minimum: number;
}
/** At least `minimum` staff (partial credit below). */
export interface StaffCountRequirement extends RequirementBase {
  type: 'staffCount';
  minimum: number;
}
/** A named certification or registration, e.g. 'CQC registration', 'ISO 9001', 'Cyber Essentials' (case-insensitive). */
export interface CertificationRequirement extends RequirementBase {
  type: 'certification';
  name: string;
}
/** Insurance cover of at least `minimum` GBP (partial credit below). */
export interface InsuranceRequirement extends RequirementBase {
  type: 'insurance';
  minimum: number;
}

/** One typed requirement of a tender's criteria. */
export type TenderRequirement =
  | ServiceCategoryRequirement
  | RegionRequirement
  | MinimumTurnoverRequirement
  | YearsTradingRequirement
  | StaffCountRequirement
  | CertificationRequirement
  | InsuranceRequirement;

/**
 * The criteria of a tender (or of one lot): GET /api/tender-criteria/search, POST /api/tender-criteria/add.
 * `derived: true` marks criteria the service derived from the tender itself because nobody added any: their `id` is
 * the tender id, `createdBy` is null.
 */
export interface TenderCriteriaView {
  id: string;
  tenderId: string;
  lot: string | null;
  requirements: TenderRequirement[];
  derived: boolean;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Answer of POST /api/tender-criteria/add. */
export interface AddTenderCriteriaResult {
  tenderCriteria: TenderCriteriaView;
  message: string;
}

/** Answer of GET /api/tender-criteria/search (spec §3 paged shape). */
export interface TenderCriteriaSearchResult extends PagedResult {
  foundCriteria: TenderCriteriaView[];
}

/** How one requirement was scored for a provider. */
export interface RequirementOutcome {
  type: TenderRequirementType;
  weight: number;
  mandatory: boolean;
  status: 'met' | 'partial' | 'unmet';
  /** 0 to 1 (numeric thresholds give partial credit: what the provider has / what is required). */
  credit: number;
  /** What the tender asks, in words, e.g. 'Annual turnover of at least £500,000'. */
  required: string;
  /** What the provider has, in words, or null when the provider has not said. */
  provided: string | null;
  /**
   * For a certification the provider holds (and for a turnover it states): whether an uploaded document backs it
   * ('evidenced': a certificate, or financial accounts) or it is only claimed (profile or criteria form). Absent when
   * the provider holds none, and on other requirements.
   */
  evidence?: 'evidenced' | 'claimed';
  requirement: TenderRequirement;
}

/** A requirement the provider does not fully meet: what a partner could close. */
export interface EligibilityGap {
  type: TenderRequirementType;
  mandatory: boolean;
  required: string;
  provided: string | null;
  /** e.g. 'Annual turnover £300,000 of the £500,000 required'. */
  message: string;
}

/** A provider's rating against one set of criteria. */
export interface EligibilityCheck {
  /** 0–100: round(100 × Σ weight × credit / Σ weight), at most 59 when a mandatory requirement is not fully met. */
  rating: number;
  band: EligibilityBand;
  breakdown: RequirementOutcome[];
  gaps: EligibilityGap[];
}

/** Answer of GET /api/tender-criteria/check-status?tenderCriteria={id}&account={id}. */
export interface TenderCriteriaCheckResult extends EligibilityCheck {
  accountId: string;
  tenderId: string;
  tenderCriteriaId: string;
  lot: string | null;
  derived: boolean;
}

/** One stored rating in a band list. */
export interface EligibleTenderEntry {
  tenderId: string;
  tenderRating: number;
}

/**
 * Answer of GET /api/user-eligibility-result/{accountId} and …/check-all/{accountId} (spec §3): a list whose first
 * item maps every band to its tenders, best rating first.
 */
export interface UserEligibilityResult {
  resultInCategory: Array<Record<EligibilityBand, EligibleTenderEntry[]>>;
}

/** The list filter of the results screen (spec §4): every band, or one. */
export type EligibilityFilter = 'All' | EligibilityBand;

/** The most ratings one page of GET /api/user-eligibility-result/{accountId}?page=&limit= answers. */
export const ELIGIBILITY_RESULT_PAGE_MAX = 300;

/**
 * Answer of GET /api/user-eligibility-result/{accountId} with `band`, `page` or `limit` (a page of the same list,
 * best first; without them the whole list, spec §3): `resultInCategory` holds only the page's ratings, each in its band.
 */
export interface UserEligibilityResultPage extends UserEligibilityResult {
  band: EligibilityFilter;
  page: number;
  limit: number;
  /** Open tenders per band for the account (the 59To0 count as the dashboard's: rated open tenders without a stored rating). */
  counts: Record<EligibilityBand, number>;
  /** Ratings in `band` (every band for 'All'): the pages together list this many. */
  matching: number;
}

/** Answer of GET /api/user-eligibility-result/provider-dashboard (the caller's own results). */
export interface ProviderEligibilityDashboard {
  /** Open tenders per band. */
  counts: Record<EligibilityBand, number>;
  total: number;
  /** The ten best-rated open tenders. */
  topTenders: Array<{
    tenderId: string;
    title: string;
    buyerName: string | null;
    closingDate: string | null;
    rating: number;
    band: EligibilityBand;
  }>;
  /** When the newest of these ratings was calculated, or null when there are none. */
  calculatedAt: string | null;
}

/** A member company of a consortium as consortium eligibility shows it. */
export interface ConsortiumEligibilityMember {
  companyId: string;
  companyName: string | null;
  role: 'lead' | 'member';
}

/** Answer of GET /api/consortium-eligibility/{consortiumId}: the consortium's best open tenders (rating ≥ 60). */
export interface ConsortiumBestTenders {
  consortiumId: string;
  consortiumName: string;
  members: ConsortiumEligibilityMember[];
  tenders: Array<{
    tenderId: string;
    title: string;
    buyerName: string | null;
    closingDate: string | null;
    /** The consortium's rating (members' combined facts). */
    rating: number;
    band: EligibilityBand;
    /** The lead company's rating alone. */
    leadRating: number;
  }>;
}

/** How one requirement stands for a consortium: who closes it, or that nobody does. */
export interface ConsortiumRequirementContribution {
  outcome: RequirementOutcome;
  /** The lead alone. */
  leadStatus: 'met' | 'partial' | 'unmet';
  closedBy: Array<{ companyId: string; companyName: string | null }>;
  /** e.g. 'Northwest Digital closes this: ISO 27001'. */
  explanation: string;
}

/** Answer of GET /api/consortium-eligibility/{consortiumId}/tender/{tenderId}. */
export interface ConsortiumTenderCheck extends EligibilityCheck {
  consortiumId: string;
  consortiumName: string;
  tenderId: string;
  lot: string | null;
  derived: boolean;
  leadRating: number;
  members: ConsortiumEligibilityMember[];
  contributions: ConsortiumRequirementContribution[];
}

/** Answer of GET /api/consortium-eligibility/for-tender/{tenderId}: the caller's consortiums' ratings of one tender. */
export interface TenderConsortiumRatings {
  tenderId: string;
  consortiums: Array<{ consortiumId: string; consortiumName: string; rating: number; band: EligibilityBand; leadRating: number }>;
}

/** Answer of GET /api/consortium-eligibility/{consortiumId}/partner-suggestions: companies that close the consortium's gaps. */
export interface ConsortiumPartnerSuggestions {
  consortiumId: string;
  /** The open tenders the suggestions are measured on (the consortium's best that it does not yet fully meet). */
  targetTenders: Array<{ tenderId: string; title: string; rating: number }>;
  suggestions: Array<{
    companyId: string;
    companyName: string | null;
    ratingGain: number;
    bestTender: { tenderId: string; title: string; from: number; to: number } | null;
    /** e.g. ['adds ISO 27001', 'covers North West']. */
    reasons: string[];
    complementarity: number;
  }>;
}

/** How many providers would move from one band to another if a tender's (or lot's) criteria were saved as proposed. */
export interface TenderCriteriaPreview {
  tenderId: string;
  lot: string | null;
  /** Providers rated (every account with facts). */
  providers: number;
  /** Providers per band with the tender's criteria as they are, and as proposed. */
  before: Record<EligibilityBand, number>;
  after: Record<EligibilityBand, number>;
  /** Each (from, to) pair of different bands with how many providers would move, the largest first. */
  moves: Array<{ from: EligibilityBand; to: EligibilityBand; count: number }>;
  /** Providers whose band would rise, fall, or stay. */
  movedUp: number;
  movedDown: number;
  unchanged: number;
}
