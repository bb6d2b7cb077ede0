import { randomUUID } from 'node:crypto';
import {
  ADMINS_ONLY,
  SIGNED_IN,
  type MintedTokensFixture,
  type MatrixRow,
  type MatrixTable,
  columnLike,
  describeAuthorizationMatrix,
  matrixUsers,
  matrixUsersContext,
  opsRows,
} from '@jointly/common/testing';
import { type TestUser, aUser, startNotificationsApp } from './support/notifications-test-app';

interface Fixture extends MintedTokensFixture<TestUser> {
  provider: TestUser;
}

const OWNER_OR_ADMIN = { default: 403, guest: 401, provider: 'ok', admin: 'ok' } as const;

/** `provider` owns the inbox and company under test; `otherCompany` is a provider of another company. */
const rows: Array<MatrixRow<Fixture>> = [
  { route: 'PATCH /api/notification/read-all', expect: SIGNED_IN },
  // Someone else's notification is as unknown as a missing one (404, nothing revealed).
  {
    route: 'PATCH /api/notification/read/:id',
    url: () => `/api/notification/read/${randomUUID()}`,
    expect: { default: 404, guest: 401 },
  },
  // Providers only (the sender of the consortium request; its rules are notification-endpoints' suite).
  { route: 'POST /api/notification/create', body: () => ({}), expect: { default: 403, guest: 401, provider: 400, otherCompany: 400 } },
  { route: 'GET /api/notification/all/:id', url: (f) => `/api/notification/all/${f.provider.id}`, expect: OWNER_OR_ADMIN },
  {
    route: 'GET /api/notification/unread/:id',
    url: (f) => `/api/notification/unread/${f.provider.companyId}`,
    expect: OWNER_OR_ADMIN,
  },
  { route: 'GET /api/admin/stats/mail', expect: ADMINS_ONLY },
  { route: 'GET /api/admin/stats/page-views', expect: ADMINS_ONLY },
  // First-party analytics: anyone may send (the web app sends without a token); an empty batch is a 400 for all.
  { route: 'POST /api/analytics/events', body: () => ({ events: [] }), expect: { default: 400 } },
  { route: 'GET /api/admin/mail', expect: ADMINS_ONLY },
  { route: 'GET /api/admin/mail/:id', url: () => `/api/admin/mail/${randomUUID()}`, expect: { ...ADMINS_ONLY, admin: 404 } },
  ...opsRows<Fixture>('notifications'),
];

const table: MatrixTable<Fixture> = {
  rows,
  pending: {
    // Staff granted every power: no notifications route asks for one, so staff everywhere.
    staffWithGrant: columnLike(rows, 'staff'),
    // A provider of the owner's company removed after its token was issued: the company inbox is closed to it.
    removedMember: columnLike(rows, 'otherCompany', {}),
  },
};

describeAuthorizationMatrix(
  'notifications',
  async () => {
    const t = await startNotificationsApp('notifications_matrix');
    const fixture = async (): Promise<Fixture> => {
      const provider = aUser('provider', randomUUID());
      return { provider, ...(await matrixUsers(t, 'notifications', { provider, powers: ['tender-criteria', 'content'] })) };
    };
    return matrixUsersContext(t, 'notifications', fixture);
  },
  table,
);
