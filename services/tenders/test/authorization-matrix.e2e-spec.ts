import { randomUUID } from 'node:crypto';
import {
  ADMINS_ONLY,
  OPEN,
  SIGNED_IN,
  type MintedTokensFixture,
  type MatrixRow,
  type MatrixTable,
  type RouteKey,
  columnLike,
  describeAuthorizationMatrix,
  matrixUsers,
  matrixUsersContext,
  opsRows,
} from '@jointly/common/testing';
import { type TestUser, aUser, startTendersApp } from './support/tenders-test-app';

interface Fixture extends MintedTokensFixture<TestUser> {
  /** The provider's saved search. */
  savedSearchId: string;
}

const NO_SUCH = () => randomUUID();
/** Admins only; an admin gets past the guard to the validation (400) or the lookup (404) of the fixture's call. */
const adminReaches = (status: number) => ({ ...ADMINS_ONLY, admin: status });

/** The console's simple-rest resource rows: list, create, read, replace, delete (admins only). */
function adminResource(name: string, { create = 400, remove = 404 } = {}): Array<MatrixRow<Fixture>> {
  const base = `/api/admin/${name}`;
  return [
    { route: `GET ${base}` as RouteKey, expect: ADMINS_ONLY },
    { route: `POST ${base}` as RouteKey, body: () => ({}), expect: adminReaches(create) },
    { route: `GET ${base}/:id` as RouteKey, url: () => `${base}/${NO_SUCH()}`, expect: adminReaches(404) },
    { route: `PUT ${base}/:id` as RouteKey, url: () => `${base}/${NO_SUCH()}`, body: () => ({}), expect: adminReaches(404) },
    { route: `DELETE ${base}/:id` as RouteKey, url: () => `${base}/${NO_SUCH()}`, expect: adminReaches(remove) },
  ];
}

/** The public content of the site (announcements, events, videos): everyone reads, admins write. */
function contentRows(name: string, withView: boolean, { update = 400 } = {}): Array<MatrixRow<Fixture>> {
  const base = `/api/${name}`;
  return [
    { route: `GET ${base}/search` as RouteKey, expect: OPEN },
    ...(withView ? [{ route: `GET ${base}/view/:id` as RouteKey, url: () => `${base}/view/${NO_SUCH()}`, expect: { default: 404 } }] : []),
    { route: `POST ${base}/add` as RouteKey, body: () => ({}), expect: adminReaches(400) },
    {
      route: `PATCH ${base}/update/:id` as RouteKey,
      url: () => `${base}/update/${NO_SUCH()}`,
      body: () => ({}),
      expect: adminReaches(update),
    },
    { route: `DELETE ${base}/delete/:id` as RouteKey, url: () => `${base}/delete/${NO_SUCH()}`, expect: adminReaches(404) },
  ];
}

/** `provider` owns the saved search; `otherCompany` is another provider. Tenders are public reading. */
const rows: Array<MatrixRow<Fixture>> = [
  ...adminResource('announcements'),
  ...adminResource('events'),
  // Tenders come from imports and feeds: the console edits them but neither creates nor deletes them (405).
  ...adminResource('tenders', { create: 405, remove: 405 }),
  ...adminResource('videos'),
  { route: 'GET /api/admin/tender-feeds', expect: ADMINS_ONLY },
  { route: 'GET /api/admin/tender-feeds/:id', url: () => `/api/admin/tender-feeds/${NO_SUCH()}`, expect: adminReaches(404) },
  ...contentRows('announcement', false),
  // Partial updates: an empty change to an unknown event is a 404.
  ...contentRows('events', true, { update: 404 }),
  ...contentRows('videos', true),
  { route: 'GET /api/saved-search', expect: SIGNED_IN },
  // The caller's company's use of its plan limits (an empty list without a company).
  { route: 'GET /api/plan-usage/tenders', expect: SIGNED_IN },
  { route: 'POST /api/saved-search', body: () => ({}), expect: { default: 400, guest: 401 } },
  {
    route: 'GET /api/saved-search/:id',
    url: (f) => `/api/saved-search/${f.savedSearchId}`,
    expect: { default: 404, guest: 401, provider: 'ok' },
  },
  {
    route: 'GET /api/saved-search/:id/results',
    url: (f) => `/api/saved-search/${f.savedSearchId}/results`,
    expect: { default: 404, guest: 401, provider: 'ok' },
  },
  {
    route: 'PATCH /api/saved-search/:id',
    url: (f) => `/api/saved-search/${f.savedSearchId}`,
    body: () => ({ name: 'Renamed by the matrix' }),
    expect: { default: 404, guest: 401, provider: 'ok' },
  },
  {
    route: 'DELETE /api/saved-search/:id',
    url: (f) => `/api/saved-search/${f.savedSearchId}`,
    fresh: true,
    expect: { default: 404, guest: 401, provider: 'ok' },
  },
  { route: 'GET /api/tender/calendar-link', expect: SIGNED_IN },
  { route: 'POST /api/tender/calendar-link/rotate', expect: SIGNED_IN },
  // The feed's file name is its secret: an unknown one is a 404 for everybody.
  { route: 'GET /api/tender/calendar/:file', url: () => `/api/tender/calendar/${'a'.repeat(43)}.ics`, expect: { default: 404 } },
  { route: 'GET /api/tender/document/:id', url: () => `/api/tender/document/${NO_SUCH()}`, expect: { default: 404 } },
  { route: 'POST /api/tender/fetch-multiple', body: () => ({ ids: [NO_SUCH()] }), expect: OPEN },
  // The data-quality list of tenders without a notice link is for admins.
  { route: 'GET /api/tender/no-links', expect: ADMINS_ONLY },
  { route: 'GET /api/tender/search', expect: OPEN },
  { route: 'GET /api/tender/tender-aggregate', expect: OPEN },
  {
    route: 'PATCH /api/tender/update/:id',
    url: () => `/api/tender/update/${NO_SUCH()}`,
    body: () => ({ title: 'X' }),
    expect: adminReaches(404),
  },
  { route: 'GET /api/tender/view/:id', url: () => `/api/tender/view/${NO_SUCH()}`, expect: { default: 404 } },
  { route: 'GET /api/tenders/filter-search', expect: OPEN },
  { route: 'GET /api/tenders/value-search', expect: OPEN },
  ...opsRows<Fixture>('tenders'),
];

/** The public content writes, which the `content` power opens to staff (past the guard to the call's 400 or 404). */
const contentWrites = Object.fromEntries(
  rows
    .filter((row) => /^(POST|PATCH|DELETE) \/api\/(announcement|events|videos)\//.test(row.route))
    .map((row) => [row.route, row.expect.admin!]),
) as Partial<Record<RouteKey, number>>;

const table: MatrixTable<Fixture> = {
  rows,
  pending: {
    // Staff holding the content power: the site's content writes; everything else as staff (the console's
    // /api/admin resources stay admins only).
    staffWithGrant: columnLike(rows, 'staff', contentWrites),
    // A provider removed from its company after its token was issued: nothing in tenders is the company's, so it is
    // any other provider (its own saved searches and calendar link, not the owner's).
    removedMember: columnLike(rows, 'otherCompany'),
  },
};

describeAuthorizationMatrix(
  'tenders',
  async () => {
    const t = await startTendersApp('tenders_matrix', { withAccounts: true });
    const accounts = t.accounts!;
    const fixture = async (): Promise<Fixture> => {
      const provider = aUser('provider', randomUUID());
      const saved = await t.app.inject({
        method: 'POST',
        url: '/api/saved-search',
        payload: { name: 'Matrix search', filters: { query: 'care' } },
        headers: { authorization: `Bearer ${t.token(provider)}` },
      });
      if (saved.statusCode !== 201) throw new Error(`saved search: ${saved.statusCode} ${saved.body}`);
      return {
        savedSearchId: saved.json().savedSearch?.id ?? saved.json().id,
        ...(await matrixUsers({ accounts, db: t.db, token: t.token }, 'tenders', { provider, powers: ['content'] })),
      };
    };
    return matrixUsersContext(t, 'tenders', fixture);
  },
  table,
);
