import { randomUUID } from 'node:crypto';
import {
  SIGNED_IN,
  type MatrixRole,
  type MatrixRow,
  type MatrixTable,
  columnLike,
  describeAuthorizationMatrix,
  grantStaffPowers,
  opsRows,
  ownedBy,
  removeFromCompany,
} from '@jointly/common/testing';
import { type TestAccount, startBidsApp } from './support/bids-test-app';

interface Fixture {
  accounts: Partial<Record<MatrixRole, TestAccount>>;
  /** A workspace of the provider's company. */
  workspaceId: string;
}

const UNKNOWN = randomUUID();
const UNKNOWN_WORKSPACE = { default: 404, guest: 401 } as const;
/** The provider's company's workspace: its members read it, anyone else is refused (admins too: bid content). */
const COMPANY_WORKSPACE = { default: 403, guest: 401, provider: 'ok' } as const;

/** `provider` and `otherCompany` are providers of two companies. */
const rows: Array<MatrixRow<Fixture>> = [
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
  // Teamwork calls on a workspace the caller cannot see: unknown to everyone signed in here (404), 401 for guests;
  // the access rules of real workspaces (company, consortium, experts, outsiders) are workspace-teamwork's suite.
  { route: 'GET /api/workspace/:id', url: (f) => `/api/workspace/${f.workspaceId}`, expect: COMPANY_WORKSPACE },
  { route: 'GET /api/workspace/:id/activity', url: (f) => `/api/workspace/${f.workspaceId}/activity`, expect: COMPANY_WORKSPACE },
  { route: 'GET /api/workspace/:id/checklist', url: () => `/api/workspace/${UNKNOWN}/checklist`, expect: UNKNOWN_WORKSPACE },
  { route: 'GET /api/workspace/:id/comments', url: () => `/api/workspace/${UNKNOWN}/comments`, expect: UNKNOWN_WORKSPACE },
  {
    route: 'POST /api/workspace/:id/comments',
    url: () => `/api/workspace/${UNKNOWN}/comments`,
    body: () => ({ sectionId: UNKNOWN, body: 'Looks good' }),
    expect: UNKNOWN_WORKSPACE,
  },
  {
    route: 'PATCH /api/workspace/:id/comments/:commentId',
    url: () => `/api/workspace/${UNKNOWN}/comments/${UNKNOWN}`,
    body: () => ({ resolved: true }),
    expect: UNKNOWN_WORKSPACE,
  },
  { route: 'GET /api/workspace/:id/export.docx', url: () => `/api/workspace/${UNKNOWN}/export.docx`, expect: UNKNOWN_WORKSPACE },
  { route: 'GET /api/workspace/:id/export.pdf', url: () => `/api/workspace/${UNKNOWN}/export.pdf`, expect: UNKNOWN_WORKSPACE },
  { route: 'GET /api/workspace/:id/members', url: (f) => `/api/workspace/${f.workspaceId}/members`, expect: COMPANY_WORKSPACE },
  {
    route: 'POST /api/workspace/:id/sections',
    url: () => `/api/workspace/${UNKNOWN}/sections`,
    body: () => ({ title: 'Social value' }),
    expect: UNKNOWN_WORKSPACE,
  },
  {
    route: 'DELETE /api/workspace/:id/sections/:sectionId',
    url: () => `/api/workspace/${UNKNOWN}/sections/${UNKNOWN}?version=1`,
    expect: UNKNOWN_WORKSPACE,
  },
  {
    route: 'PATCH /api/workspace/:id/sections/:sectionId',
    url: () => `/api/workspace/${UNKNOWN}/sections/${UNKNOWN}`,
    body: () => ({ title: 'Renamed', version: 1 }),
    expect: UNKNOWN_WORKSPACE,
  },
  {
    route: 'POST /api/workspace/:id/sections/:sectionId/insert-answer',
    url: () => `/api/workspace/${UNKNOWN}/sections/${UNKNOWN}/insert-answer`,
    body: () => ({ answerId: UNKNOWN, version: 1 }),
    expect: UNKNOWN_WORKSPACE,
  },
  {
    route: 'POST /api/workspace/:id/sections/:sectionId/library',
    url: () => `/api/workspace/${UNKNOWN}/sections/${UNKNOWN}/library`,
    body: () => ({ title: 'Method', tags: [] }),
    expect: UNKNOWN_WORKSPACE,
  },
  {
    route: 'PUT /api/workspace/:id/sections/order',
    url: () => `/api/workspace/${UNKNOWN}/sections/order`,
    body: () => ({ order: [UNKNOWN], version: 1 }),
    expect: UNKNOWN_WORKSPACE,
  },
  { route: 'GET /api/workspace/:id/versions', url: () => `/api/workspace/${UNKNOWN}/versions`, expect: UNKNOWN_WORKSPACE },
  {
    route: 'POST /api/workspace/:id/versions',
    url: () => `/api/workspace/${UNKNOWN}/versions`,
    body: () => ({ name: 'Before review' }),
    expect: UNKNOWN_WORKSPACE,
  },
  {
    route: 'POST /api/workspace/:id/versions/:number/restore',
    url: () => `/api/workspace/${UNKNOWN}/versions/1/restore`,
    body: () => ({ version: 1 }),
    expect: UNKNOWN_WORKSPACE,
  },
  {
    route: 'GET /api/workspace/:id/versions/diff',
    url: () => `/api/workspace/${UNKNOWN}/versions/diff?from=1&to=2`,
    expect: UNKNOWN_WORKSPACE,
  },
  // The library belongs to a company: accounts without one (experts, this staff account, admins) get 403.
  { route: 'GET /api/workspace/library/answers', expect: { default: 'ok', guest: 401, expert: 403, staff: 403, admin: 403 } },
  // The caller's company's use of its plan limits (an empty list without a company).
  { route: 'GET /api/plan-usage/bids', expect: SIGNED_IN },
  ...opsRows<Fixture>('bids'),
];

const table: MatrixTable<Fixture> = {
  rows,
  pending: {
    // Staff granted every power: no bids route asks for one, so staff everywhere.
    staffWithGrant: columnLike(rows, 'staff'),
    // A provider of the owner's company removed after its token was issued: no company any more, so neither the
    // company's workspace nor its answer library.
    removedMember: columnLike(rows, 'otherCompany', { 'GET /api/workspace/library/answers': 403 }),
  },
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
        staffWithGrant: t.account('staff'),
      };
      // Signed in as the provider's colleague (the token is minted now), then removed from the company.
      const removedMember = t.account('provider', { companyId: accounts.provider.companyId, companyName: accounts.provider.companyName! });
      await t.register(...Object.values(accounts), removedMember);
      await removeFromCompany(t.accounts, t.db, 'bids', removedMember.id, accounts.provider.companyId!);
      await grantStaffPowers(t.accounts, t.db, 'bids', accounts.staffWithGrant.id, ['tender-criteria', 'content']);
      const tenderId = await t.publishTender({ title: 'Matrix tender' });
      const created = await t.request('POST', '/api/workspace/create', accounts.provider, { name: 'Matrix bid', tender: tenderId });
      if (created.status !== 201) throw new Error(`workspace: ${created.status} ${JSON.stringify(created.body)}`);
      return { accounts: { ...accounts, removedMember }, workspaceId: created.body.workspace.id };
    };
    return { app: t.app, fixture, token: (f, role) => f.accounts[role]?.token, owns: ownedBy('bids'), close: () => t.close() };
  },
  table,
);
