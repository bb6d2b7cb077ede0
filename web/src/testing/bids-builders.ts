import type { BidView, ExpertBidStatistics, WorkspaceSection, WorkspaceView } from '@jointly/contracts';

/** Builders for the bids API's answers (services/bids shapes), one fresh object per call. */
export function anInvitation(overrides: Partial<BidView> = {}): BidView {
  return {
    id: 'bid-1',
    tender: {
      id: 't-1',
      title: 'Home care and reablement services',
      buyerName: 'Cardiff Council',
      closingDate: '2027-03-05T12:00:00.000Z',
      status: 'active',
    },
    expert: { accountId: 'acc-1', name: 'Erin Expert' },
    invitedBy: { accountId: 'acc-7', name: 'Pat Provider', companyName: 'Care & Co' },
    workspaceId: null,
    message: 'We need a safeguarding lead for lot 2.',
    status: 'Pending',
    createdAt: '2026-11-01T09:00:00.000Z',
    answeredAt: null,
    ...overrides,
  };
}

export function aSection(overrides: Partial<WorkspaceSection> = {}): WorkspaceSection {
  return {
    id: 's-1',
    title: 'Executive summary',
    body: 'We deliver home care across Cardiff.',
    updatedAt: '2026-11-02T09:00:00.000Z',
    updatedBy: 'acc-1',
    version: 1,
    status: 'todo',
    assigneeAccountId: null,
    dueDate: null,
    limit: null,
    ...overrides,
  };
}

export function aWorkspace(overrides: Partial<WorkspaceView> = {}): WorkspaceView {
  return {
    id: 'w-1',
    name: 'Cardiff home care bid',
    tender: {
      id: 't-1',
      title: 'Home care and reablement services',
      buyerName: 'Cardiff Council',
      closingDate: '2027-03-05T12:00:00.000Z',
      status: 'active',
    },
    ownerAccountId: 'acc-1',
    companyId: 'co-1',
    description: 'Lot 2 only.',
    sections: [aSection()],
    status: 'draft',
    experts: [],
    consortiumId: null,
    version: 1,
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-02T09:00:00.000Z',
    ...overrides,
  };
}

export function someStatistics(overrides: Partial<ExpertBidStatistics> = {}): ExpertBidStatistics {
  return {
    expertAccountId: 'acc-1',
    invited: 5,
    pending: 2,
    accepted: 2,
    declined: 1,
    withdrawn: 0,
    acceptanceRate: 2 / 3,
    activeProjects: 1,
    lastInvitedAt: '2026-11-10T09:00:00.000Z',
    ...overrides,
  };
}

export const aPage = <K extends string, T>(key: K, items: T[]) =>
  ({ [key]: items, count: items.length, currentPage: 1, totalPages: items.length ? 1 : 0 }) as Record<K, T[]> & {
    count: number;
    currentPage: number;
    totalPages: number;
  };
