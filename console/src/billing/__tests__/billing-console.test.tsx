import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../../testing/render-admin';
import { InvoiceShow } from '../invoices';
import { PlanList } from '../plans';

const invoice = {
  id: 'inv-1',
  number: 'JNT-2026-000007',
  companyId: 'c-1',
  companyName: 'Acme Care Ltd',
  periodStart: '2026-03-01',
  periodEnd: '2026-03-31',
  issuedAt: '2026-04-01T09:00:00.000Z',
  dueDate: '2026-05-01',
  status: 'issued',
  overdue: true,
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
  billingName: 'Ada',
  billingEmail: 'accounts@acme.test',
  billingAddress: null,
  vatNumber: 'GB123456789',
};

function showInvoice(record: Record<string, unknown>) {
  const dataProvider = {
    getOne: jest.fn(async () => ({ data: record })),
    invoiceAction: jest.fn(async (_id: string, action: string) => ({ data: { ...record, status: action === 'void' ? 'void' : 'paid' } })),
    invoicePdf: jest.fn(async () => new Blob(['%PDF'])),
  };
  renderAdmin(<InvoiceShow />, { dataProvider, resource: 'invoices', path: '/invoices/inv-1/show', route: '/invoices/:id/show/*' });
  return dataProvider;
}

describe('console billing', () => {
  it('shows an invoice with its lines, VAT and total, and marks it paid after a confirmation', async () => {
    const dataProvider = showInvoice(invoice);
    const lines = await screen.findByRole('table', { name: 'Invoice lines' });
    expect(within(lines).getByText('Team plan, March')).toBeInTheDocument();
    expect(within(lines).getByText('VAT (20%)')).toBeInTheDocument();
    expect(within(lines).getByText('£58.80')).toBeInTheDocument();
    expect(screen.getByText('Overdue')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(dataProvider.invoiceAction).toHaveBeenCalledWith('inv-1', 'mark-paid', undefined));
    expect(await screen.findByText('JNT-2026-000007 is marked paid.')).toBeInTheDocument();
  });

  it('voids only with a reason', async () => {
    const dataProvider = showInvoice(invoice);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Void' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Void' }));
    expect(dataProvider.invoiceAction).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText(/reason/i), 'Issued twice');
    await user.click(within(dialog).getByRole('button', { name: 'Void' }));
    await waitFor(() => expect(dataProvider.invoiceAction).toHaveBeenCalledWith('inv-1', 'void', 'Issued twice'));
  });

  it('offers no payment actions on a paid invoice', async () => {
    showInvoice({ ...invoice, status: 'paid', overdue: false, paymentMethod: 'card' });
    expect(await screen.findByRole('button', { name: 'Download JNT-2026-000007 as PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark paid' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Void' })).toBeNull();
  });

  it('lists plans with their prices and limits, unlimited where null', async () => {
    const limits = {
      seats: 2,
      savedSearchAlerts: 1,
      activeConsortiums: null,
      openWorkspaces: 2,
      expertInvitationsPerMonth: 3,
      storageMb: 100,
    };
    const dataProvider = {
      getList: jest.fn(async () => ({
        data: [{ id: 'team', code: 'team', name: 'Team', pricePence: 4900, limits, sortOrder: 1, active: true }],
        total: 1,
      })),
    };
    renderAdmin(<PlanList />, { dataProvider, resource: 'plans', path: '/plans' });
    const row = (await screen.findByText('Team')).closest('tr')!;
    expect(within(row).getByText('£49.00')).toBeInTheDocument();
    expect(within(row).getByText('Unlimited')).toBeInTheDocument();
  });
});
