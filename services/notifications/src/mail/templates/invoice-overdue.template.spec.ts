import { invoiceOverdueMail } from './invoice-overdue.template';
import { mailContext } from './mail-template';

const ctx = mailContext({ publicUrl: 'https://app.jointly.example' });

describe('invoice overdue mail', () => {
  const mail = invoiceOverdueMail(ctx, {
    billingName: 'Ada <b>Lovelace</b>',
    number: 'JNT-2026-000042',
    totalPence: 5880,
    currency: 'GBP',
    dueDate: '2026-04-01',
    daysOverdue: 8,
  });

  it('names the invoice, amount, due date and days overdue, and links to the billing page', () => {
    expect(mail.template).toBe('invoice-overdue');
    expect(mail.subject).toBe('Payment reminder: invoice JNT-2026-000042 is overdue');
    expect(mail.text).toContain('JNT-2026-000042 for £58.80 (due 2026-04-01) unpaid, 8 days after its due date');
    expect(mail.text).toContain('https://app.jointly.example/v3/dashboard/billing');
    expect(mail.html).not.toContain('<b>Lovelace</b>');
    expect(mail.html).toMatch(/^<!DOCTYPE html>/);
  });
});
