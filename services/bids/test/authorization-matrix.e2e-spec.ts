import { randomUUID } from 'node:crypto';
import { SIGNED_IN, type MatrixRole, type MatrixTable, describeAuthorizationMatrix, opsRows, ownedBy } from '@jointly/common/testing';
import { type TestAccount, startBidsApp } from './support/bids-test-app';

interface Fixture {
  accounts: Partial<Record<MatrixRole, TestAccount>>;
}

/** `provider` and `otherCompany` are providers of two companies. */
const table: MatrixTable<Fixture> = {
  rows: [
    { route: 'POST /api/workspace/create', body: () => ({}), expect: { default: 400, guest: 401, expert: 403, admin: 403 } },
    {
      route: 'PATCH /api/workspace/update/:id',
      url: () => `/api/workspace/update/${randomUUID()}`,
      body: () => ({ name: 'Renamed by the matrix' }),
      expect: { default: 404, guest: 401 },
    },
    { route: 'GET /api/workspace/search', expect: SIGNED_IN },
    { route: 'POST /api/bids/create', body: () => ({}), expect: { default: 400, guest: 401, expert: 403, admin: 403 } },
    {
      route: 'PATCH /api/bids/respond-to-invitation/:id',
      url: () => `/api/bids/respond-to-invitation/${randomUUID()}`,
      body: () => ({ status: 'Accepted' }),
      // Only an invited expert's own invitation exists for them; any other id is unknown to the caller.
      expect: { default: 404, guest: 401 },
    },
    {
      route: 'GET /api/bids/expert/:id/statistics',
      url: (f) => `/api/bids/expert/${f.accounts.expert!.id}/statistics`,
      // Shown to the expert, providers choosing experts, staff and admins.
      expect: SIGNED_IN,
    },
    { route: 'GET /api/bids/search', expect: SIGNED_IN },
    ...opsRows<Fixture>('bids'),
  ],
  // Filled in when staff grants and membership revocation land (issue 11, items 1 and 2).
  pending: { staffWithGrant: {}, removedMember: {} },
};

describeAuthorizationMatrix(
  'bids',
  async () => {
    const t = await startBidsApp('bids_matrix');
    const fixture = async (): Promise<Fixture> => {
      const accounts = {
        provider: t.account('provider'),
        otherCompany: t.account('provider'),
        expert: t.account('expert'),
        staff: t.account('staff'),
        admin: t.account('admin'),
      };
      await t.register(...Object.values(accounts));
      return { accounts };
    };
    return { app: t.app, fixture, token: (f, role) => f.accounts[role]?.token, owns: ownedBy('bids'), close: () => t.close() };
  },
  table,
);
