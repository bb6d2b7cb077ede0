import type { TenderStatus } from '@jointly/contracts';

/** OCDS tender statuses (1.0 and 1.1 codelists) and the national ones seen in real data → our five. */
const BY_OCDS_STATUS: Readonly<Record<string, TenderStatus | 'complete'>> = {
  planning: 'planned',
  planned: 'planned',
  active: 'active',
  cancelled: 'cancelled',
  withdrawn: 'cancelled',
  unsuccessful: 'closed',
  complete: 'complete',
  // MTender (Moldova), Romanian: receiving offers / evaluating offers / executing the contract.
  'primirea ofertelor': 'active',
  'evaluarea ofertelor': 'closed',
  'executarea contractului': 'awarded',
  // Prozorro's own procedure statuses, when a publisher leaks them into tender.status.
  'active.enquiries': 'active',
  'active.tendering': 'active',
  'active.auction': 'closed',
  'active.qualification': 'closed',
  'active.awarded': 'awarded',
};

export interface StatusInput {
  ocdsStatus: string | null;
  closingDate: string | null;
  /** Start of the contract period: bidding has surely closed once the contract has started. */
  contractStart: string | null;
  /** The release has at least one award that is active (or has suppliers and is not cancelled/unsuccessful). */
  hasActiveAward: boolean;
  tags: string[];
  now: Date;
}

/**
 * Our status from the OCDS one, the awards and the closing date:
 * - `complete` (and unknown statuses on award/contract releases) → awarded when an award stands, else closed;
 * - an active tender whose closing date has passed is stored as closed (the scheduled job closes the rest); without
 *   a closing date, a contract period that has already started counts as passed;
 * - an unknown status falls back to the awards, then the closing date, then the release tags.
 */
export function deriveStatus({ ocdsStatus, closingDate, contractStart, hasActiveAward, tags, now }: StatusInput): TenderStatus {
  const known = ocdsStatus ? BY_OCDS_STATUS[ocdsStatus.trim().toLowerCase()] : undefined;
  const passed = (date: string | null) => date !== null && new Date(date).getTime() <= now.getTime();
  const closingPassed = closingDate !== null ? passed(closingDate) : passed(contractStart);
  let status: TenderStatus;
  if (known === 'complete') status = hasActiveAward ? 'awarded' : 'closed';
  else if (known === 'active' && hasActiveAward) status = 'awarded';
  else if (known) status = known;
  else if (hasActiveAward || tags.some((t) => /^(award|contract)/.test(t))) status = hasActiveAward ? 'awarded' : 'closed';
  else if (tags.every((t) => t === 'planning' || t === 'planningUpdate') && tags.length) status = 'planned';
  else status = closingPassed ? 'closed' : 'active';
  if (status === 'active' && closingPassed) status = 'closed';
  return status;
}
