import { randomUUID } from 'node:crypto';
import { FakeAccountsModule, SmtpSink, startServiceTestApp, type ServiceTestApp } from '@jointly/common/testing';
import { BillingModule } from '../../billing/src/billing.module';
import { OverdueReminders } from '../../billing/src/invoice/overdue/overdue-reminders';
import { NotificationsModule } from '../../notifications/src/notifications.module';

/**
 * Payment reminders across two services: billing finds an issued invoice past due (one InvoiceOverdue per invoice and
 * reminder day) and notifications mails the billing contact from its inbox, here to a real SMTP server.
 */
describe('invoice reminders: billing → InvoiceOverdue → notifications → SMTP', () => {
  const sink = new SmtpSink();
  let s: ServiceTestApp;

  beforeAll(async () => {
    await sink.start();
    s = await startServiceTestApp({
      service: 'billing',
      label: 'invoice_reminder',
      modules: [BillingModule, NotificationsModule, FakeAccountsModule.register()],
      config: { smtpUrl: sink.url, publicUrl: 'https://app.jointly.test' },
    });
  });
  afterAll(async () => {
    await s?.close();
    await sink.stop();
  });

  it('mails the billing contact once on the first day overdue', async () => {
    const owner = { id: randomUUID(), role: 'provider' as const, email: 'owner@acme.test', companyId: randomUUID() };
    const admin = { id: randomUUID(), role: 'admin' as const, email: 'admin@jointly.test' };
    await s.request('PUT', '/api/billing/profile', owner, { contactName: 'Grace Hopper', contactEmail: 'accounts@acme.test' });
    const invoice = (
      await s.request('POST', '/api/admin/invoices', admin, {
        companyId: owner.companyId,
        periodStart: '2026-03-01',
        periodEnd: '2026-03-31',
        lines: [{ description: 'Team plan', quantity: 1, unitPence: 4900 }],
      })
    ).body;
    await s.db.query(`UPDATE billing.invoice SET due_date = '2026-04-01' WHERE id = $1`, [invoice.id]);
    const reminders = s.app.get(OverdueReminders);
    expect(await reminders.runOnce('2026-04-02')).toBe(1);
    expect(await reminders.runOnce('2026-04-02')).toBe(0);

    const mail = await sink.waitForMail('accounts@acme.test', (m) => m.subject.includes(invoice.number));
    expect(mail.subject).toBe(`Payment reminder: invoice ${invoice.number} is overdue`);
    expect(mail.text).toContain('Hello Grace Hopper,');
    expect(mail.text).toContain('£58.80 (due 2026-04-01) unpaid, 1 day after its due date');
    expect(sink.to('accounts@acme.test')).toHaveLength(1);
  });
});
