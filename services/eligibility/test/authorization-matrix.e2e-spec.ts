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
import { type TestUser, aUser, startEligibilityApp } from './support/eligibility-test-app';

interface Fixture extends MintedTokensFixture<TestUser> {
  provider: TestUser;
  expert: TestUser;
  /** The expert's criteria entry. */
  expertCriteriaId: string;
}

const OWNER_OR_ADMIN = { default: 403, guest: 401, provider: 'ok', admin: 'ok' } as const;

/** `provider` owns the criteria and results under test; `otherCompany` is a provider of another company. */
const rows: Array<MatrixRow<Fixture>> = [
  { route: 'GET /api/admin/expert-criteria', expect: ADMINS_ONLY },
  {
    route: 'GET /api/admin/expert-criteria/:id',
    url: () => `/api/admin/expert-criteria/${randomUUID()}`,
    expect: { ...ADMINS_ONLY, admin: 404 },
  },
  { route: 'GET /api/admin/user-criteria', expect: ADMINS_ONLY },
  {
    route: 'GET /api/admin/user-criteria/:id',
    url: () => `/api/admin/user-criteria/${randomUUID()}`,
    expect: { ...ADMINS_ONLY, admin: 404 },
  },
  {
    route: 'POST /api/expert-criteria/create',
    body: () => ({ headline: 'Matrix expert' }),
    // Experts only; the fixture's expert already has its one entry, so it gets past the guard to the 409.
    expect: { default: 403, guest: 401, expert: 409 },
  },
  {
    route: 'GET /api/expert-criteria/eligibility-experts/:accountId',
    url: (f) => `/api/expert-criteria/eligibility-experts/${f.provider.id}`,
    expect: OWNER_OR_ADMIN,
  },
  { route: 'GET /api/expert-criteria/search', expect: SIGNED_IN },
  {
    route: 'GET /api/expert-criteria/tender-based-experts/:tenderId',
    url: () => `/api/expert-criteria/tender-based-experts/${randomUUID()}`,
    expect: { default: 404, guest: 401 },
  },
  {
    route: 'PATCH /api/expert-criteria/update/:id',
    url: (f) => `/api/expert-criteria/update/${f.expertCriteriaId}`,
    body: () => ({ headline: 'Changed by the matrix' }),
    expect: { default: 403, guest: 401, expert: 'ok', admin: 'ok' },
  },
  // Platform-wide power: admins, and staff an admin granted it (staffWithGrant in `pending` below).
  { route: 'POST /api/tender-criteria/add', body: () => ({}), expect: { default: 403, guest: 401, admin: 400 } },
  { route: 'POST /api/tender-criteria/preview', body: () => ({}), expect: { default: 403, guest: 401, admin: 400 } },
  // Consortium eligibility: a consortium eligibility does not know is 404 to everyone signed in; for-tender of an
  // unknown tender is 404; the members-only rule of known consortiums is consortium-eligibility's suite.
  {
    route: 'GET /api/consortium-eligibility/:consortiumId',
    url: () => `/api/consortium-eligibility/${randomUUID()}`,
    expect: { default: 404, guest: 401 },
  },
  {
    route: 'GET /api/consortium-eligibility/:consortiumId/partner-suggestions',
    url: () => `/api/consortium-eligibility/${randomUUID()}/partner-suggestions`,
    expect: { default: 404, guest: 401 },
  },
  {
    route: 'GET /api/consortium-eligibility/:consortiumId/tender/:tenderId',
    url: () => `/api/consortium-eligibility/${randomUUID()}/tender/${randomUUID()}`,
    expect: { default: 404, guest: 401 },
  },
  {
    route: 'GET /api/consortium-eligibility/for-tender/:tenderId',
    url: () => `/api/consortium-eligibility/for-tender/${randomUUID()}`,
    expect: { default: 404, guest: 401 },
  },
  {
    route: 'GET /api/tender-criteria/check-status',
    url: (f) => `/api/tender-criteria/check-status?tenderCriteria=${randomUUID()}&account=${f.provider.id}`,
    expect: { default: 403, guest: 401, provider: 404, admin: 404 },
  },
  { route: 'GET /api/tender-criteria/search', expect: SIGNED_IN },
  { route: 'POST /api/user-criteria/add', body: () => ({}), expect: { default: 403, guest: 401, provider: 400, otherCompany: 400 } },
  { route: 'GET /api/user-criteria/search', expect: SIGNED_IN },
  {
    route: 'GET /api/user-eligibility-result/:accountId',
    url: (f) => `/api/user-eligibility-result/${f.provider.id}`,
    expect: OWNER_OR_ADMIN,
  },
  {
    route: 'GET /api/user-eligibility-result/check-all/:accountId',
    url: (f) => `/api/user-eligibility-result/check-all/${f.provider.id}`,
    expect: OWNER_OR_ADMIN,
  },
  {
    // Each caller's own dashboard (empty for those without a company's results).
    route: 'GET /api/user-eligibility-result/provider-dashboard',
    expect: SIGNED_IN,
  },
  ...opsRows<Fixture>('eligibility'),
];

const table: MatrixTable<Fixture> = {
  rows,
  pending: {
    // Staff holding the tender-criteria power: staff everywhere, and past the power guard to the body's 400.
    staffWithGrant: columnLike(rows, 'staff', { 'POST /api/tender-criteria/add': 400, 'POST /api/tender-criteria/preview': 400 }),
    // A provider of the owner's company, removed after its token was issued: no longer the owner's company.
    removedMember: columnLike(rows, 'otherCompany', {}),
  },
};

describeAuthorizationMatrix(
  'eligibility',
  async () => {
    const t = await startEligibilityApp('eligibility_matrix');
    const fixture = async (): Promise<Fixture> => {
      const provider = aUser('provider', randomUUID());
      const expert = aUser('expert');
      // The provider's criteria are saved in its company: its colleagues may see its eligibility, so the removed
      // member's 403 on those rows is the removal taking effect.
      const saved = await t.as(provider, 'POST', '/api/user-criteria/add', { serviceCategories: ['85311000'], staffCount: 10 });
      if (saved.status !== 201) throw new Error(`user criteria: ${saved.status} ${JSON.stringify(saved.body)}`);
      const signedIn = await matrixUsers(t, 'eligibility', { provider, expert, powers: ['tender-criteria'] });
      const created = await t.as(expert, 'POST', '/api/expert-criteria/create', { headline: 'Matrix expert' });
      if (created.status !== 201) throw new Error(`expert criteria: ${created.status} ${JSON.stringify(created.body)}`);
      return {
        provider,
        expert,
        expertCriteriaId: created.body.expertCriteria?.id ?? created.body.id,
        ...signedIn,
      };
    };
    return matrixUsersContext(t, 'eligibility', fixture);
  },
  table,
);
