import { randomUUID } from 'node:crypto';
import {
  ADMINS_ONLY,
  AccountsEventsPublisher,
  FakeAccountsModule,
  OPEN,
  type MatrixRole,
  type MatrixRow,
  type MatrixTable,
  describeAuthorizationMatrix,
  grantStaffPowers,
  opsRows,
  ownedBy,
  removeFromCompany,
  startServiceTestApp,
} from '@jointly/common/testing';
import { BillingModule } from '../src/billing.module';

interface Fixture {
  tokens: Partial<Record<MatrixRole, string>>;
  companyId: string;
  invoiceId: string;
}

/**
 * `provider` owns the company billed (`staff` works for it); `otherCompany` and `expert` have billing of their own (an
 * expert without a company is billed personally) and see nothing of the company's; admins use the console only.
 * Stripe is not configured here, so the webhook answers 404 to everyone.
 */
const PARTIES = { default: 403, guest: 401, provider: 'ok', staff: 'ok', expert: 'ok', otherCompany: 'ok' } as const;
const COMPANY_ONLY = { default: 403, guest: 401, provider: 'ok', staff: 'ok', expert: 404, otherCompany: 404 } as const;
const plan = { name: 'Team', pricePence: 4900, sortOrder: 1, active: true };
const limits = {
  seats: 10,
  savedSearchAlerts: 10,
  activeConsortiums: 5,
  openWorkspaces: 20,
  expertInvitationsPerMonth: 30,
  storageMb: 5000,
};

const rows: Array<MatrixRow<Fixture>> = [
  { route: 'GET /api/billing/plans', expect: OPEN },
  { route: 'GET /api/billing/subscription', expect: PARTIES },
  { route: 'POST /api/billing/subscription/request-change', body: () => ({ planCode: 'consortium' }), fresh: true, expect: PARTIES },
  { route: 'GET /api/billing/profile', expect: PARTIES },
  {
    route: 'PUT /api/billing/profile',
    body: () => ({ contactEmail: 'billing@matrix.test' }),
    // Staff read the company's billing details but only its owner changes them.
    expect: { ...PARTIES, staff: 403 },
  },
  { route: 'GET /api/billing/invoices', expect: PARTIES },
  { route: 'GET /api/billing/invoices/:id/pdf', url: (f) => `/api/billing/invoices/${f.invoiceId}/pdf`, expect: COMPANY_ONLY },
  {
    route: 'POST /api/billing/invoices/:id/checkout',
    url: (f) => `/api/billing/invoices/${f.invoiceId}/checkout`,
    // The company passes every check and meets "card payment off" (404 PAYMENT.CARD_OFF); others: 404 not found.
    expect: { ...COMPANY_ONLY, provider: 404, staff: 404 },
  },
  { route: 'POST /api/billing/stripe/webhook', body: () => ({ id: 'evt_matrix' }), expect: { default: 404 } },
  { route: 'GET /api/admin/plans', expect: ADMINS_ONLY },
  { route: 'GET /api/admin/plans/:code', url: () => '/api/admin/plans/team', expect: ADMINS_ONLY },
  { route: 'PUT /api/admin/plans/:code', url: () => '/api/admin/plans/team', body: () => ({ ...plan, limits }), expect: ADMINS_ONLY },
  { route: 'GET /api/admin/subscriptions', expect: ADMINS_ONLY },
  { route: 'GET /api/admin/subscriptions/:id', url: (f) => `/api/admin/subscriptions/${f.companyId}`, expect: ADMINS_ONLY },
  {
    route: 'PUT /api/admin/subscriptions/:id',
    url: (f) => `/api/admin/subscriptions/${f.companyId}`,
    body: () => ({ planCode: 'team' }),
    expect: ADMINS_ONLY,
  },
  { route: 'GET /api/admin/invoices', expect: ADMINS_ONLY },
  { route: 'GET /api/admin/invoices/:id', url: (f) => `/api/admin/invoices/${f.invoiceId}`, expect: ADMINS_ONLY },
  { route: 'GET /api/admin/invoices/:id/pdf', url: (f) => `/api/admin/invoices/${f.invoiceId}/pdf`, expect: ADMINS_ONLY },
  {
    route: 'POST /api/admin/invoices',
    body: (f) => ({
      companyId: f.companyId,
      periodStart: '2026-03-01',
      periodEnd: '2026-03-31',
      lines: [{ description: 'Matrix', quantity: 1, unitPence: 100 }],
    }),
    expect: ADMINS_ONLY,
  },
  {
    route: 'POST /api/admin/invoices/:id/mark-paid',
    url: (f) => `/api/admin/invoices/${f.invoiceId}/mark-paid`,
    fresh: true,
    expect: ADMINS_ONLY,
  },
  {
    route: 'POST /api/admin/invoices/:id/void',
    url: (f) => `/api/admin/invoices/${f.invoiceId}/void`,
    body: () => ({ reason: 'Matrix void' }),
    fresh: true,
    expect: ADMINS_ONLY,
  },
  { route: 'GET /api/admin/stats/revenue', expect: ADMINS_ONLY },
  ...opsRows<Fixture>('billing'),
];

/** Staff with a granted power and a removed member have no company here: no billing of their own. */
const NO_COMPANY = Object.fromEntries(
  rows.map((row) => [row.route, row.expect.default === 'ok' || row.expect.default === 404 ? row.expect.default : 403]),
) as Partial<Record<MatrixRow<Fixture>['route'], 403 | 404 | 'ok'>>;

const table: MatrixTable<Fixture> = {
  rows,
  pending: { staffWithGrant: NO_COMPANY, removedMember: NO_COMPANY },
};

describeAuthorizationMatrix(
  'billing',
  async () => {
    const s = await startServiceTestApp({
      service: 'billing',
      label: 'billing_matrix',
      modules: [BillingModule, FakeAccountsModule.register()],
    });
    const accounts = s.app.get(AccountsEventsPublisher);
    const person = (role: 'provider' | 'expert' | 'staff' | 'admin', companyId: string | null) => ({
      id: randomUUID(),
      role,
      email: `${role}-${randomUUID().slice(0, 6)}@matrix.test`,
      companyId,
    });
    const fixture = async (): Promise<Fixture> => {
      const companyId = randomUUID();
      const owner = person('provider', companyId);
      const admin = person('admin', null);
      const removed = person('provider', companyId);
      const tokens: Fixture['tokens'] = {
        provider: s.token(owner),
        staff: s.token(person('staff', companyId)),
        expert: s.token(person('expert', null)),
        otherCompany: s.token(person('provider', randomUUID())),
        admin: s.token(admin),
        removedMember: s.token(removed),
      };
      await removeFromCompany(accounts, s.db, 'billing', removed.id, companyId);
      const granted = person('staff', null);
      await grantStaffPowers(accounts, s.db, 'billing', granted.id, ['tender-criteria', 'content']);
      tokens.staffWithGrant = s.token(granted);
      const invoice = await s.request('POST', '/api/admin/invoices', admin, {
        companyId,
        periodStart: '2026-03-01',
        periodEnd: '2026-03-31',
        lines: [{ description: 'Team plan', quantity: 1, unitPence: 4900 }],
      });
      if (invoice.status !== 201) throw new Error(`invoice: ${invoice.status} ${JSON.stringify(invoice.body)}`);
      return { tokens, companyId, invoiceId: invoice.body.id };
    };
    return { app: s.app, fixture, token: (f, role) => f.tokens[role], owns: ownedBy('billing'), close: () => s.close() };
  },
  table,
);
