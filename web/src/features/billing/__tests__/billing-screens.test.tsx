import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvoiceView, PlanView, SubscriptionView } from '@jointly/contracts';
import { installFetch, jsonResponse } from '@/testing/fake-fetch';
import { renderApp, signIn } from '@/testing/render-app';

jest.setTimeout(20_000);

const limits = (over: Partial<PlanView['limits']> = {}): PlanView['limits'] => ({
  seats: 2,
  savedSearchAlerts: 1,
  activeConsortiums: 1,
  openWorkspaces: 2,
  expertInvitationsPerMonth: 3,
  storageMb: 100,
  ...over,
});
const plans: PlanView[] = [
  { code: 'free', name: 'Free', pricePence: 0, limits: limits(), sortOrder: 0, active: true },
  {
    code: 'team',
    name: 'Team',
    pricePence: 4900,
    limits: limits({ activeConsortiums: 5, openWorkspaces: 20 }),
    sortOrder: 1,
    active: true,
  },
  { code: 'consortium', name: 'Consortium', pricePence: 14900, limits: limits({ activeConsortiums: null }), sortOrder: 2, active: true },
];
const subscription = (over: Partial<SubscriptionView> = {}): SubscriptionView => ({
  companyId: 'c1',
  plan: plans[0],
  since: '2026-01-05T10:00:00.000Z',
  requestedPlanCode: null,
  requestedAt: null,
  cardPayments: false,
  ...over,
});
const anInvoice = (over: Partial<InvoiceView> = {}): InvoiceView => ({
  id: 'inv-1',
  number: 'JNT-2026-000007',
  companyId: 'c1',
  companyName: 'Care & Co',
  periodStart: '2026-03-01',
  periodEnd: '2026-03-31',
  issuedAt: '2026-04-01T09:00:00.000Z',
  dueDate: '2026-05-01',
  status: 'issued',
  overdue: false,
  currency: 'GBP',
  lines: [{ description: 'Team plan, March', quantity: 1, unitPence: 4900, amountPence: 4900 }],
  subtotalPence: 4900,
  vatRatePercent: 20,
  vatPence: 980,
  totalPence: 5880,
  paidAt: null,
  paymentMethod: null,
  voidedAt: null,
  voidReason: null,
  billingName: null,
  billingEmail: null,
  billingAddress: null,
  vatNumber: null,
  ...over,
});
const profile = {
  companyId: 'c1',
  contactName: 'Ada',
  contactEmail: 'accounts@care.test',
  address: '1 High St',
  vatNumber: null,
  updatedAt: null,
};

const planRoutes = (over: Record<string, () => Response> = {}) => ({
  'GET /api/billing/subscription': () => jsonResponse(200, subscription()),
  'GET /api/billing/plans': () => jsonResponse(200, plans),
  'GET /api/plan-usage/accounts': () =>
    jsonResponse(200, [
      { limit: 'seats', used: 2, max: 2 },
      { limit: 'storageMb', used: 12.5, max: 100 },
    ]),
  'GET /api/plan-usage/tenders': () => jsonResponse(200, [{ limit: 'savedSearchAlerts', used: 0, max: 1 }]),
  'GET /api/plan-usage/consortiums': () => jsonResponse(200, [{ limit: 'activeConsortiums', used: 1, max: 1 }]),
  'GET /api/plan-usage/bids': () => jsonResponse(200, [{ limit: 'openWorkspaces', used: 1, max: 2 }]),
  ...over,
});

const setOnline = (online: boolean) => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
};
afterEach(() => setOnline(true));

describe('/account/manage-plan', () => {
  it('shows the current plan, a usage bar per counted limit, the plans compared, and requests a change', async () => {
    signIn();
    const api = installFetch({
      ...planRoutes(),
      'POST /api/billing/subscription/request-change': () =>
        jsonResponse(201, subscription({ requestedPlanCode: 'team', requestedAt: '2026-04-02T10:00:00.000Z' })),
    });
    renderApp('/account/manage-plan');
    expect(await screen.findByRole('heading', { name: 'Current plan: Free' })).toBeInTheDocument();
    const usage = await screen.findByRole('list', { name: 'Usage of your plan' });
    expect(within(usage).getByText('1 of 1 · limit reached')).toBeInTheDocument();
    expect(within(usage).getByRole('progressbar', { name: 'Active consortiums' })).toHaveAttribute('aria-valuenow', '100');
    expect(within(usage).getByRole('progressbar', { name: 'Open workspaces' })).toHaveAttribute('aria-valuenow', '50');
    // Seats and storage from accounts, saved searches with alerts from tenders.
    expect(within(usage).getByText('2 of 2 · limit reached')).toBeInTheDocument();
    expect(within(usage).getByRole('progressbar', { name: 'Seats' })).toHaveAttribute('aria-valuenow', '100');
    expect(within(usage).getByText('12.5 of 100')).toBeInTheDocument();
    // Storage is one total: documents and message attachments (accounts adds what messages reports).
    expect(within(usage).getByRole('progressbar', { name: 'MB of storage' })).toHaveAccessibleDescription(
      "Your company's documents and message attachments together, in MB.",
    );
    expect(within(usage).getByRole('progressbar', { name: 'Saved searches with alerts' })).toHaveAttribute('aria-valuenow', '0');
    expect(within(usage).getByText('Up to 3 (usage not counted here yet)')).toBeInTheDocument();

    const team = screen.getByRole('article', { name: 'Team' });
    expect(within(team).getByText('£49.00 a month + VAT')).toBeInTheDocument();
    expect(within(team).getByText('5 active consortiums')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Consortium' })).getByText('Unlimited active consortiums')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Free' })).queryByRole('button')).toBeNull();

    // Keyboard: tab to the button and press Enter.
    const user = userEvent.setup({ delay: null });
    const request = within(team).getByRole('button', { name: 'Request Team' });
    request.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(/An admin will change your plan/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/billing/subscription/request-change')[0].body).toEqual({ planCode: 'team' });
    expect(await within(team).findByRole('button', { name: 'Change requested' })).toBeDisabled();
    expect(screen.getByText(/You asked to move to the Team plan/)).toBeInTheDocument();
  });

  it('shows loading, then an error with a retry that recovers', async () => {
    signIn();
    let fail = true;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    installFetch(
      planRoutes({
        'GET /api/billing/subscription': () => jsonResponse(200, subscription()),
        'GET /api/billing/plans': () => {
          if (fail) return jsonResponse(500, { statusCode: 500, code: 'SERVER.ERROR', message: 'Database unavailable.' });
          return jsonResponse(200, plans);
        },
      }),
    );
    const slow = global.fetch;
    global.fetch = jest.fn(async (...args: Parameters<typeof fetch>) => {
      await gate;
      return slow(...args);
    }) as typeof fetch;
    renderApp('/account/manage-plan');
    expect(await screen.findByText('Loading the plans…')).toBeInTheDocument();
    release();
    expect(await screen.findByText('The plans could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Team' })).toBeInTheDocument();
  });

  it('says so when the account has no company', async () => {
    signIn({ role: 'staff' });
    installFetch(
      planRoutes({
        'GET /api/billing/subscription': () =>
          jsonResponse(403, { statusCode: 403, code: 'BILLING.NO_COMPANY', message: 'Your account does not belong to a company yet.' }),
      }),
    );
    renderApp('/account/manage-plan');
    expect(await screen.findByRole('heading', { name: 'No plan yet' })).toBeInTheDocument();
  });

  it('offline: says so and does not offer to send a request', async () => {
    signIn();
    installFetch(planRoutes());
    renderApp('/account/manage-plan');
    const team = await screen.findByRole('article', { name: 'Team' });
    setOnline(false);
    expect(await screen.findByText(/You are offline/)).toBeInTheDocument();
    expect(within(team).getByRole('button', { name: 'Request Team' })).toBeDisabled();
    setOnline(true);
    await waitFor(() => expect(within(team).getByRole('button', { name: 'Request Team' })).toBeEnabled());
  });
});

describe('/v3/dashboard/billing', () => {
  const billingRoutes = (over: Record<string, () => Response> = {}) => ({
    'GET /api/billing/subscription': () => jsonResponse(200, subscription()),
    'GET /api/billing/invoices': () =>
      jsonResponse(200, {
        invoices: [
          anInvoice(),
          anInvoice({ id: 'inv-2', number: 'JNT-2026-000003', status: 'paid', paidAt: '2026-03-10T00:00:00.000Z' }),
          anInvoice({ id: 'inv-3', number: 'JNT-2026-000001', overdue: true }),
        ],
        total: 3,
        page: 1,
        limit: 20,
      }),
    'GET /api/billing/profile': () => jsonResponse(200, profile),
    ...over,
  });

  it('lists invoices with VAT, total and status, and downloads a PDF', async () => {
    signIn();
    const api = installFetch({
      ...billingRoutes(),
      'GET /api/billing/invoices/inv-1/pdf': () =>
        new Response(new Blob(['%PDF-1.3']), { status: 200, headers: { 'content-type': 'application/pdf' } }),
    });
    const created = jest.fn(() => 'blob:invoice');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderApp('/v3/dashboard/billing');
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const row = within(table).getByRole('row', { name: /JNT-2026-000007/ });
    expect(within(row).getByText('£9.80')).toBeInTheDocument();
    expect(within(row).getByText('£58.80')).toBeInTheDocument();
    expect(within(row).getByText('Due')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /JNT-2026-000003/ })).toHaveTextContent('Paid');
    expect(within(table).getByRole('row', { name: /JNT-2026-000001/ })).toHaveTextContent('Overdue');
    expect(within(row).queryByRole('button', { name: 'Pay by card' })).toBeNull();

    await userEvent.setup({ delay: null }).click(within(row).getByRole('button', { name: 'Download invoice JNT-2026-000007 as PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.callsTo('GET', '/api/billing/invoices/inv-1/pdf')).toHaveLength(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('JNT-2026-000007.pdf');
    click.mockRestore();
  });

  it('shows the empty state and saves billing details, checking the VAT number first', async () => {
    signIn();
    const api = installFetch({
      ...billingRoutes({
        'GET /api/billing/invoices': () => jsonResponse(200, { invoices: [], total: 0, page: 1, limit: 20 }),
      }),
      'PUT /api/billing/profile': () => jsonResponse(200, { ...profile, vatNumber: 'GB123456789', updatedAt: '2026-04-02T00:00:00.000Z' }),
    });
    renderApp('/v3/dashboard/billing');
    expect(await screen.findByText('No invoices yet')).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Billing details' });
    expect(within(form).getByLabelText(/billing e-mail/i)).toHaveValue('accounts@care.test');
    const user = userEvent.setup({ delay: null });
    await user.type(within(form).getByLabelText(/vat number/i), '12345');
    await user.click(within(form).getByRole('button', { name: 'Save billing details' }));
    expect(within(form).getByText(/with its country prefix/)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/billing/profile')).toHaveLength(0);

    await user.clear(within(form).getByLabelText(/vat number/i));
    await user.type(within(form).getByLabelText(/vat number/i), 'gb 123 456 789');
    await user.click(within(form).getByRole('button', { name: 'Save billing details' }));
    expect(await screen.findByText('Your billing details have been saved.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/billing/profile')[0].body).toEqual({
      contactName: 'Ada',
      contactEmail: 'accounts@care.test',
      address: '1 High St',
      vatNumber: 'gb 123 456 789',
    });
  });

  it('shows an error with a retry when invoices cannot load, and staff see details read-only', async () => {
    signIn({ role: 'staff' });
    installFetch(
      billingRoutes({
        'GET /api/billing/invoices': () => jsonResponse(500, { statusCode: 500, code: 'SERVER.ERROR', message: 'Try later.' }),
      }),
    );
    renderApp('/v3/dashboard/billing');
    expect(await screen.findByText('Your invoices could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Billing details' });
    expect(within(form).getByLabelText(/billing e-mail/i)).toBeDisabled();
    expect(within(form).queryByRole('button', { name: 'Save billing details' })).toBeNull();
  });

  it('offers card payment when it is on, and the expert billing page works the same', async () => {
    signIn({ role: 'expert' });
    installFetch(billingRoutes({ 'GET /api/billing/subscription': () => jsonResponse(200, subscription({ cardPayments: true })) }));
    renderApp('/v3/expert-dashboard/billing');
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(
      within(within(table).getByRole('row', { name: /JNT-2026-000007/ })).getByRole('button', { name: 'Pay by card' }),
    ).toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: /JNT-2026-000003/ })).queryByRole('button', { name: 'Pay by card' })).toBeNull();
  });
});
