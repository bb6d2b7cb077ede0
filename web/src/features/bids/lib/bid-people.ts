import type { BidView } from '@jointly/contracts';

/** Who invited: "Name, Company" with whichever parts are known. */
export function inviterLabel(bid: BidView): string {
  const parts = [bid.invitedBy.name, bid.invitedBy.companyName].filter((part): part is string => Boolean(part && part.trim()));
  return parts.length > 0 ? parts.join(', ') : 'A provider';
}

export interface ProviderPartner {
  /** Stable and unique: the company name (lower case), else the inviting account. */
  key: string;
  /** The company name, else the inviting person's name. */
  name: string;
  /** The people of that provider who invited the expert. */
  people: string[];
  /** The accepted invitations (projects) with that provider, newest first. */
  projects: BidView[];
}

/**
 * The providers an expert works with, from the accepted invitations: grouped by company (or by the inviting person
 * when the company is unknown), the most recent collaboration first.
 */
export function providersFromAcceptedBids(bids: BidView[]): ProviderPartner[] {
  const byKey = new Map<string, ProviderPartner>();
  const sorted = bids
    .filter((bid) => bid.status === 'Accepted')
    .sort((a, b) => (b.answeredAt ?? b.createdAt).localeCompare(a.answeredAt ?? a.createdAt));
  for (const bid of sorted) {
    const company = bid.invitedBy.companyName?.trim();
    const key = company ? `company:${company.toLowerCase()}` : `account:${bid.invitedBy.accountId}`;
    const partner = byKey.get(key) ?? { key, name: company || bid.invitedBy.name || 'A provider', people: [], projects: [] };
    const person = bid.invitedBy.name?.trim();
    if (person && !partner.people.includes(person)) partner.people.push(person);
    partner.projects.push(bid);
    byKey.set(key, partner);
  }
  return [...byKey.values()];
}
