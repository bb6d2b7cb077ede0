import type { ConsortiumBidView, ConsortiumRequestView, ConsortiumView, MatchingPartner } from '@jointly/contracts';

/** Builders for the consortiums API's answers (services/consortiums shapes), one fresh object per call. */
export function aConsortium(overrides: Partial<ConsortiumView> = {}): ConsortiumView {
  return {
    id: 'c1',
    name: 'North West Care Alliance',
    description: 'Home care across the North West.',
    leadCompanyId: 'co-1',
    leadCompanyName: 'Care & Co',
    createdBy: 'acc-1',
    createdAt: '2026-10-01T09:00:00.000Z',
    updatedAt: '2026-10-01T09:00:00.000Z',
    memberCount: 2,
    members: [
      { companyId: 'co-1', companyName: 'Care & Co', role: 'lead', joinedAt: '2026-10-01T09:00:00.000Z' },
      { companyId: 'co-2', companyName: 'Bright Futures Care', role: 'member', joinedAt: '2026-10-03T09:00:00.000Z' },
    ],
    ...overrides,
  };
}

export function aMatchingPartner(overrides: Partial<MatchingPartner> = {}): MatchingPartner {
  const companyName = overrides.companyName ?? 'Dales Nursing';
  return { id: 'co-5', company: companyName, companyName, accountId: 'acc-5', ...overrides };
}

export function aRequest(overrides: Partial<ConsortiumRequestView> = {}): ConsortiumRequestView {
  return {
    id: 'r1',
    consortium: { id: 'c7', name: 'Midlands Nursing Group' },
    direction: 'invitation',
    fromAccountId: 'acc-7',
    fromCompanyId: 'co-7',
    fromCompanyName: 'Midlands Care Ltd',
    toAccountId: 'acc-1',
    toCompanyId: 'co-1',
    toCompanyName: 'Care & Co',
    status: 'Pending',
    message: null,
    createdAt: '2026-10-05T09:00:00.000Z',
    answeredAt: null,
    answeredBy: null,
    ...overrides,
  };
}

export function aBid(overrides: Partial<ConsortiumBidView> = {}): ConsortiumBidView {
  return {
    id: 'b1',
    consortium: { id: 'c1', name: 'North West Care Alliance' },
    tenderId: 't-1',
    tender: {
      id: 't-1',
      title: 'Home care and reablement services',
      buyerName: 'Cardiff Council',
      closingDate: '2027-03-05T12:00:00.000Z',
      status: 'active',
    },
    title: 'Home care and reablement services',
    notes: null,
    createdBy: 'acc-1',
    createdAt: '2026-10-06T09:00:00.000Z',
    ...overrides,
  };
}

export const paged = <K extends string, T>(key: K, items: T[]) =>
  ({ [key]: items, count: items.length, currentPage: 1, totalPages: items.length ? 1 : 0 }) as Record<K, T[]> & {
    count: number;
    currentPage: number;
    totalPages: number;
  };
