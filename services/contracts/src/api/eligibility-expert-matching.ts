import type { ExpertAvailability } from './eligibility-criteria';

/**
 * One expert proposed by GET /api/expert-criteria/tender-based-experts/{tenderId} or
 * GET /api/expert-criteria/eligibility-experts/{accountId}: the expert's directory entry, how well it fits (0–100)
 * and why, in sentences the web app can show as they are.
 */
export interface ExpertMatch {
  /** The expert criteria id. */
  id: string;
  /** The expert's account. */
  accountId: string;
  headline: string | null;
  expertise: string[];
  /** CPV divisions, e.g. '85'. */
  sectors: string[];
  regions: string[];
  yearsExperience: number | null;
  /** GBP per day. */
  dayRate: number | null;
  availability: ExpertAvailability;
  /** Fit, 0–100 (experts scoring 0 are never listed). */
  score: number;
  /** e.g. 'Works in CPV division 85 (health and social work)', 'Covers London', 'Available now'. */
  reasons: string[];
  /** eligibility-experts only: up to 3 of the provider's nearly eligible tenders the expert helps with, best first. */
  forTenders?: string[];
}

/** Answer of both expert matching calls: at most 20 experts, best first (unavailable experts last). */
export interface ExpertMatchResult {
  foundExperts: ExpertMatch[];
  count: number;
}
