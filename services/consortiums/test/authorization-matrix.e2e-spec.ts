import {
  ADMINS_ONLY,
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
import { type TestAccount, startConsortiumsApp } from './support/consortiums-test-app';

interface Fixture {
  tokens: Partial<Record<MatrixRole, string>>;
  lead: TestAccount;
  consortiumId: string;
  tenderId: string;
  /** A third company's approved partner, not yet invited. */
  invitee: TestAccount;
  /** The lead's pending invitation to `otherCompany`. */
  requestId: string;
  /** A second consortium of the lead that `otherCompany` has no request for. */
  secondConsortiumId: string;
  /** A fourth company that joined the consortium (the one the removal row removes). */
  memberCompanyId: string;
}

/**
 * The lead (`provider`) owns the consortium; `otherCompany` is an approved partner of another company that the lead
 * has invited (so it may answer that invitation and nothing else).
 */
const OWNER_OR_ADMIN = { default: 403, guest: 401, provider: 'ok', admin: 'ok' } as const;

const rows: Array<MatrixRow<Fixture>> = [
  { route: 'GET /api/admin/consortiums', expect: ADMINS_ONLY },
  { route: 'GET /api/admin/consortiums/:id', url: (f) => `/api/admin/consortiums/${f.consortiumId}`, expect: ADMINS_ONLY },
  {
    route: 'POST /api/consortium-bid/create',
    body: (f) => ({ consortium: f.consortiumId, tender: f.tenderId, notes: 'Matrix bid' }),
    fresh: true,
    expect: { default: 403, guest: 401, provider: 'ok' },
  },
  // Searches answer every signed-in caller with what is theirs (an expert's list is empty).
  { route: 'GET /api/consortium-bid/search', expect: SIGNED_IN },
  { route: 'GET /api/consortium-request/search', expect: SIGNED_IN },
  {
    route: 'POST /api/consortium-request/send-invite',
    body: (f) => ({ consortium: f.consortiumId, account: f.invitee.id, message: 'Join the matrix' }),
    fresh: true,
    expect: { default: 403, guest: 401, provider: 'ok' },
  },
  {
    route: 'POST /api/consortium-request/express-interest',
    body: (f) => ({ consortium: f.secondConsortiumId, message: 'Count us in' }),
    fresh: true,
    // Accounts of an approved partner company outside the consortium; the lead's own company may not (403).
    expect: { default: 403, guest: 401, otherCompany: 'ok' },
  },
  {
    route: 'PATCH /api/consortium-request/update/:id',
    url: (f) => `/api/consortium-request/update/${f.requestId}`,
    body: () => ({ status: 'Approve' }),
    fresh: true,
    // The invited company answers; an admin may answer for it (audited).
    expect: { default: 403, guest: 401, otherCompany: 'ok', admin: 'ok' },
  },
  {
    route: 'PATCH /api/consortium/create',
    body: (f) => ({ id: f.consortiumId, description: 'Changed by the matrix' }),
    expect: OWNER_OR_ADMIN,
  },
  {
    route: 'POST /api/consortium/create',
    body: () => ({ name: 'Matrix consortium' }),
    expect: { default: 403, guest: 401, provider: 'ok', otherCompany: 'ok' },
  },
  {
    route: 'GET /api/consortium/matching-partners/:consortiumId',
    url: (f) => `/api/consortium/matching-partners/${f.consortiumId}`,
    expect: OWNER_OR_ADMIN,
  },
  {
    route: 'GET /api/consortium/user-consortium/:accountId',
    url: (f) => `/api/consortium/user-consortium/${f.lead.id}`,
    expect: OWNER_OR_ADMIN,
  },
  {
    route: 'DELETE /api/consortium/:id/members/:companyId',
    url: (f) => `/api/consortium/${f.consortiumId}/members/${f.memberCompanyId}`,
    fresh: true,
    // The lead or an admin removes a company; a member company may only leave (its own row, not a matrix column).
    expect: OWNER_OR_ADMIN,
  },
  { route: 'GET /api/consortium/view/:id', url: (f) => `/api/consortium/view/${f.consortiumId}`, expect: OWNER_OR_ADMIN },
  // The caller's company's use of its plan limits (an empty list without a company).
  { route: 'GET /api/plan-usage/consortiums', expect: SIGNED_IN },
  ...opsRows<Fixture>('consortiums'),
];

const table: MatrixTable<Fixture> = {
  rows,
  pending: {
    // Staff granted every power: no consortiums route asks for one, so staff everywhere.
    staffWithGrant: columnLike(rows, 'staff'),
    // A provider of the lead's company removed after its token was issued: no company, so nothing of the lead's,
    // and neither the invited company's answer nor a consortium of its own (no approved partner company).
    removedMember: columnLike(rows, 'otherCompany', {
      'PATCH /api/consortium-request/update/:id': 403,
      'POST /api/consortium/create': 403,
      'POST /api/consortium-request/express-interest': 403,
    }),
  },
};

describeAuthorizationMatrix(
  'consortiums',
  async () => {
    const t = await startConsortiumsApp('consortiums_matrix');
    const fixture = async (): Promise<Fixture> => {
      const lead = t.account('provider');
      const other = t.account('provider');
      const invitee = t.account('provider');
      await Promise.all([lead, other, invitee].map((a) => t.approvePartner(a)));
      const tenderId = await t.publishTender();
      // Signed in as the lead's colleague (the token is minted now), then removed from the company.
      const removedMember = t.account('provider', { companyId: lead.companyId, companyName: lead.companyName! });
      await removeFromCompany(t.accounts, t.db, 'consortiums', removedMember.id, lead.companyId!);
      const staffWithGrant = t.account('staff');
      await grantStaffPowers(t.accounts, t.db, 'consortiums', staffWithGrant.id, ['tender-criteria', 'content']);
      const created = await t.request('POST', '/api/consortium/create', lead, { name: 'Matrix lead consortium' });
      if (created.status !== 201) throw new Error(`consortium: ${created.status} ${JSON.stringify(created.body)}`);
      const invite = await t.request('POST', '/api/consortium-request/send-invite', lead, {
        consortium: created.body.consortium.id,
        account: other.id,
        message: 'Join the matrix',
      });
      if (invite.status !== 201) throw new Error(`invite: ${invite.status} ${JSON.stringify(invite.body)}`);
      const member = t.account('provider');
      await t.approvePartner(member);
      const memberInvite = await t.request('POST', '/api/consortium-request/send-invite', lead, {
        consortium: created.body.consortium.id,
        account: member.id,
      });
      const joined = await t.request('PATCH', `/api/consortium-request/update/${memberInvite.body.consortiumRequest.id}`, member, {
        status: 'Approve',
      });
      if (joined.status !== 200) throw new Error(`member: ${joined.status} ${JSON.stringify(joined.body)}`);
      const second = await t.request('POST', '/api/consortium/create', lead, { name: 'Matrix second consortium' });
      if (second.status !== 201) throw new Error(`second consortium: ${second.status} ${JSON.stringify(second.body)}`);
      return {
        secondConsortiumId: second.body.consortium.id,
        memberCompanyId: member.companyId!,
        lead,
        invitee,
        requestId: invite.body.consortiumRequest.id,
        tenderId,
        consortiumId: created.body.consortium.id,
        tokens: {
          provider: lead.token,
          otherCompany: other.token,
          expert: t.account('expert').token,
          staff: t.account('staff').token,
          staffWithGrant: staffWithGrant.token,
          removedMember: removedMember.token,
          admin: t.account('admin').token,
        },
      };
    };
    return { app: t.app, fixture, token: (f, role) => f.tokens[role], owns: ownedBy('consortiums'), close: () => t.close() };
  },
  table,
);
