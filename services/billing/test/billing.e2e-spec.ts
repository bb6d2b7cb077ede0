import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { AccountEvents, BillingEvents, type CompanyPlanChanged, type InvoiceOverdue, type PlanUpdated } from '@jointly/contracts';
import { createEvent } from '@jointly/common/events';
import {
  AccountsEventsPublisher,
  FakeAccountsModule,
  call,
  eventually,
  startServiceTestApp,
  type ServiceTestApp,
} from '@jointly/common/testing';
import { BillingModule } from '../src/billing.module';
import { OverdueReminders } from '../src/invoice/overdue/overdue-reminders';

const WEBHOOK_SECRET = 'whsec_test_billing_e2e';
const stripe = new Stripe('sk_test_signing_only');

const admin = { id: randomUUID(), role: 'admin' as const, email: 'admin@jointly.test' };
const provider = (companyId = randomUUID()) => ({
  id: randomUUID(),
  role: 'provider' as const,
  email: `p-${companyId.slice(0, 6)}@x.test`,
  companyId,
});

describe('billing service', () => {
  let s: ServiceTestApp;

  beforeAll(async () => {
    s = await startServiceTestApp({
      service: 'billing',
      label: 'billing',
      modules: [BillingModule, FakeAccountsModule.register()],
      config: { stripeSecretKey: 'sk_test_billing_e2e', stripeWebhookSecret: WEBHOOK_SECRET, billingVatPercent: 20, invoiceDueDays: 30 },
    });
  });
  afterAll(() => s?.close());

  const issue = (companyId: string, unitPence = 4900) =>
    s.request('POST', '/api/admin/invoices', admin, {
      companyId,
      periodStart: '2026-03-01',
      periodEnd: '2026-03-31',
      lines: [{ description: 'Team plan, March 2026', quantity: 1, unitPence }],
    });

  it('lists the seeded plans to anyone and lets only admins edit them (audited, PlanUpdated)', async () => {
    const plans = await s.request('GET', '/api/billing/plans');
    expect(plans.status).toBe(200);
    expect(plans.body.map((p: { name: string }) => p.name)).toEqual(['Free', 'Team', 'Consortium']);
    const team = plans.body[1];

    const denied = await s.request('PUT', '/api/admin/plans/team', provider(), { ...team });
    expect(denied.status).toBe(403);
    const bad = await s.request('PUT', '/api/admin/plans/team', admin, { ...team, limits: { ...team.limits, seats: -2 } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('limits.seats');

    const updated = await s.request('PUT', '/api/admin/plans/team', admin, { ...team, limits: { ...team.limits, activeConsortiums: 7 } });
    expect(updated.status).toBe(200);
    expect(updated.body.limits.activeConsortiums).toBe(7);
    const events = await s.outbox<PlanUpdated>(BillingEvents.PlanUpdated.type);
    expect(events.at(-1)!.payload).toMatchObject({ planCode: 'team', limits: { activeConsortiums: 7 } });
    const audit = await s.outbox(`billing.admin-action.recorded`);
    expect(audit.at(-1)!.payload).toMatchObject({
      action: 'plan.update',
      resourceId: 'team',
      changes: { 'limits.activeConsortiums': { from: 5, to: 7 } },
    });
  });

  it('puts a company on free, takes its change request, and lets an admin change its plan (audited, CompanyPlanChanged)', async () => {
    const owner = provider();
    const before = await s.request('GET', '/api/billing/subscription', owner);
    expect(before.body).toMatchObject({ plan: { code: 'free' }, requestedPlanCode: null, cardPayments: true });
    expect((await s.request('POST', '/api/billing/subscription/request-change', owner, { planCode: 'free' })).status).toBe(409);
    const unknownPlan = await s.request('POST', '/api/billing/subscription/request-change', owner, { planCode: 'gold' });
    expect([unknownPlan.status, unknownPlan.body.code, unknownPlan.body.message]).toEqual([
      404,
      'PLAN.NOT_FOUND',
      'There is no plan "gold" to move to.',
    ]);
    const requested = await s.request('POST', '/api/billing/subscription/request-change', owner, { planCode: 'team' });
    expect(requested.body.requestedPlanCode).toBe('team');

    expect((await s.request('PUT', `/api/admin/subscriptions/${owner.companyId}`, owner, { planCode: 'team' })).status).toBe(403);
    const changed = await s.request('PUT', `/api/admin/subscriptions/${owner.companyId}`, admin, { planCode: 'team' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ planCode: 'team', requestedPlanCode: null });
    const events = await s.outbox<CompanyPlanChanged>(BillingEvents.CompanyPlanChanged.type);
    expect(events.find((e) => e.payload.companyId === owner.companyId)!.payload).toMatchObject({
      planCode: 'team',
      previousPlanCode: 'free',
    });
    const list = await s.request(
      'GET',
      `/api/admin/subscriptions?filter=${encodeURIComponent(JSON.stringify({ planCode: 'team' }))}`,
      admin,
    );
    expect(list.body.map((r: { id: string }) => r.id)).toContain(owner.companyId);
    expect((await s.request('GET', `/api/admin/subscriptions?filter=${encodeURIComponent('{"requested":"yes"}')}`, admin)).status).toBe(
      400,
    );
  });

  it('shows company names from accounts events in the subscriptions list', async () => {
    const companyId = randomUUID();
    await s.app.get(AccountsEventsPublisher).publish(
      createEvent(AccountEvents.PartnerRequested, {
        aggregateId: companyId,
        payload: { partnerId: companyId, accountId: randomUUID(), companyName: 'Northwind Ltd', email: 'n@x.test' },
      }),
    );
    await eventually(
      'company known',
      async () => (await s.request('GET', `/api/admin/subscriptions/${companyId}`, admin)).body.companyName === 'Northwind Ltd',
    );
  });

  it('numbers invoices without gaps or duplicates when 25 are issued at once', async () => {
    const companies = Array.from({ length: 5 }, () => randomUUID());
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => issue(companies[i % 5], 1000 + i)));
    expect(answers.map((a) => a.status)).toEqual(Array(25).fill(201));
    const rows = (await s.db.query('SELECT number FROM billing.invoice ORDER BY number')) as Array<{ number: string }>;
    const sequence = rows.map((r) => Number(r.number.split('-')[2]));
    expect(sequence).toEqual(Array.from({ length: sequence.length }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.number)).size).toBe(rows.length);
  });

  it('computes lines, VAT and total, copies the billing profile, and serves the PDF to the company only', async () => {
    const owner = provider();
    const profile = await s.request('PUT', '/api/billing/profile', owner, {
      contactName: 'Ada Lovelace',
      contactEmail: 'accounts@ada.test',
      address: '1 Analytical Way, London',
      vatNumber: 'gb 123 456 789',
    });
    expect(profile.status).toBe(200);
    expect(profile.body.vatNumber).toBe('GB123456789');
    expect((await s.request('PUT', '/api/billing/profile', owner, { vatNumber: 'nope!' })).status).toBe(400);

    const issued = await s.request('POST', '/api/admin/invoices', admin, {
      companyId: owner.companyId,
      periodStart: '2026-03-01',
      periodEnd: '2026-03-31',
      lines: [
        { description: 'Team plan', quantity: 1, unitPence: 4900 },
        { description: 'Extra seats', quantity: 3, unitPence: 333 },
      ],
    });
    expect(issued.status).toBe(201);
    expect(issued.body).toMatchObject({
      subtotalPence: 5899,
      vatPence: 1180,
      totalPence: 7079,
      status: 'issued',
      billingEmail: 'accounts@ada.test',
      vatNumber: 'GB123456789',
    });
    expect(
      (
        await s.request('POST', '/api/admin/invoices', admin, {
          companyId: owner.companyId,
          periodStart: '2026-03-01',
          periodEnd: '2026-03-31',
          lines: [],
        })
      ).status,
    ).toBe(400);
    expect((await s.request('POST', '/api/admin/invoices', provider(), { companyId: owner.companyId })).status).toBe(403);

    const mine = await s.request('GET', '/api/billing/invoices', owner);
    expect(mine.body.invoices.map((i: { id: string }) => i.id)).toEqual([issued.body.id]);
    const pdf = await s.app.inject({
      method: 'GET',
      url: `/api/billing/invoices/${issued.body.id}/pdf`,
      headers: { authorization: `Bearer ${s.token(owner)}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await s.request('GET', `/api/billing/invoices/${issued.body.id}/pdf`, provider())).status).toBe(404);
    expect((await s.request('GET', '/api/billing/invoices/not-an-id/pdf', owner)).status).toBe(400);
  });

  it('marks paid (audited, once), refuses to void a paid invoice, voids an issued one', async () => {
    const companyId = randomUUID();
    const a = (await issue(companyId)).body;
    const b = (await issue(companyId)).body;
    expect((await s.request('POST', `/api/admin/invoices/${a.id}/mark-paid`, admin)).body).toMatchObject({
      status: 'paid',
      paymentMethod: 'bank-transfer',
    });
    await s.request('POST', `/api/admin/invoices/${a.id}/mark-paid`, admin);
    const paid = (await s.outbox<{ invoiceId: string }>(BillingEvents.InvoicePaid.type)).filter((e) => e.payload.invoiceId === a.id);
    expect(paid).toHaveLength(1);
    expect((await s.request('POST', `/api/admin/invoices/${a.id}/void`, admin, { reason: 'duplicate' })).status).toBe(409);
    expect((await s.request('POST', `/api/admin/invoices/${b.id}/void`, admin, { reason: '' })).status).toBe(400);
    expect((await s.request('POST', `/api/admin/invoices/${b.id}/void`, admin, { reason: 'Issued twice' })).body).toMatchObject({
      status: 'void',
      voidReason: 'Issued twice',
    });
    expect((await s.request('POST', `/api/admin/invoices/${b.id}/mark-paid`, admin)).status).toBe(409);
    const audit = (await s.outbox<{ action: string; resourceId: string }>('billing.admin-action.recorded')).filter((e) =>
      [a.id, b.id].includes(e.payload.resourceId),
    );
    expect(audit.map((e) => e.payload.action).sort()).toEqual(['invoice.issue', 'invoice.issue', 'invoice.mark-paid', 'invoice.void']);
  });

  it('reminds the billing contact of an overdue invoice once per reminder day (InvoiceOverdue)', async () => {
    const owner = provider();
    await s.request('PUT', '/api/billing/profile', owner, { contactEmail: 'late@payer.test', contactName: 'Late Payer' });
    const invoice = (await issue(owner.companyId)).body;
    await s.db.query(`UPDATE billing.invoice SET due_date = '2026-04-01' WHERE id = $1`, [invoice.id]);
    const reminders = s.app.get(OverdueReminders);
    expect(await reminders.runOnce('2026-04-01')).toBe(0); // due today, not overdue
    expect(await reminders.runOnce('2026-04-02')).toBeGreaterThanOrEqual(1);
    expect(await reminders.runOnce('2026-04-02')).toBe(0);
    expect(await reminders.runOnce('2026-04-03')).toBe(0); // next reminder on day 8
    await reminders.runOnce('2026-04-09');
    const events = (await s.outbox<InvoiceOverdue>(BillingEvents.InvoiceOverdue.type)).filter((e) => e.payload.invoiceId === invoice.id);
    expect(events.map((e) => e.payload.daysOverdue)).toEqual([1, 8]);
    expect(events[0].payload).toMatchObject({ billingEmail: 'late@payer.test', billingName: 'Late Payer', number: invoice.number });
    const listed = await s.request('GET', `/api/admin/invoices?filter=${encodeURIComponent('{"overdue":true}')}`, admin);
    expect(listed.body.map((i: { id: string }) => i.id)).toContain(invoice.id);
  });

  it('two replicas on one database: an overdue reminder is published once per reminder day, however often both run', async () => {
    const replica = await startServiceTestApp({
      service: 'billing',
      label: 'billing-replica',
      modules: [BillingModule, FakeAccountsModule.register()],
      databaseUrl: s.config.databaseUrl,
      // Replicas share the signing keys (one DATA_DIR here), as deployed replicas share JWT_PUBLIC_KEY.
      config: {
        dataDir: s.config.dataDir,
        stripeSecretKey: 'sk_test_billing_e2e',
        stripeWebhookSecret: WEBHOOK_SECRET,
        billingVatPercent: 20,
        invoiceDueDays: 30,
      },
    });
    try {
      const owner = provider();
      await s.request('PUT', '/api/billing/profile', owner, { contactEmail: 'twice@payer.test', contactName: 'Twice Payer' });
      const invoice = (await issue(owner.companyId)).body;
      await s.db.query(`UPDATE billing.invoice SET due_date = '2026-05-01' WHERE id = $1`, [invoice.id]);
      const passes = [s.app.get(OverdueReminders), replica.app.get(OverdueReminders)];
      for (let round = 0; round < 3; round++) await Promise.all(passes.map((pass) => pass.runOnce('2026-05-02')));
      for (let round = 0; round < 2; round++) await Promise.all(passes.map((pass) => pass.runOnce('2026-05-09')));
      const events = (await s.outbox<InvoiceOverdue>(BillingEvents.InvoiceOverdue.type)).filter((e) => e.payload.invoiceId === invoice.id);
      expect(events.map((e) => e.payload.daysOverdue)).toEqual([1, 8]);
    } finally {
      await replica.close();
    }
  });

  it('totals revenue per month of issue as paid, outstanding and overdue (void left out)', async () => {
    const revenue = await s.request('GET', '/api/admin/stats/revenue?months=3', admin);
    expect(revenue.status).toBe(200);
    expect(revenue.body).toHaveLength(3);
    const now = revenue.body[2];
    expect(now.month).toBe(new Date().toISOString().slice(0, 7));
    const [sum] = (await s.db.query(
      `SELECT coalesce(sum(total_pence) FILTER (WHERE status = 'paid'), 0)::int AS paid, coalesce(sum(total_pence) FILTER (WHERE status <> 'void'), 0)::int AS invoiced
         FROM billing.invoice WHERE date_trunc('month', issued_at AT TIME ZONE 'UTC') = date_trunc('month', now() AT TIME ZONE 'UTC')`,
    )) as Array<{ paid: number; invoiced: number }>;
    expect(now).toMatchObject({ paidPence: sum.paid, invoicedPence: sum.invoiced });
    expect(now.paidPence + now.outstandingPence + now.overduePence).toBe(now.invoicedPence);
    expect((await s.request('GET', '/api/admin/stats/revenue?months=0', admin)).status).toBe(400);
  });

  describe('Stripe webhook', () => {
    const post = (payload: string, signature?: string) =>
      s.app.inject({
        method: 'POST',
        url: '/api/billing/stripe/webhook',
        payload,
        headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
      });
    const completed = (eventId: string, sessionId: string, invoiceId: string) =>
      JSON.stringify({
        id: eventId,
        object: 'event',
        type: 'checkout.session.completed',
        api_version: '2025-01-01',
        created: Math.floor(Date.now() / 1000),
        data: {
          object: {
            id: sessionId,
            object: 'checkout.session',
            payment_status: 'paid',
            metadata: { invoiceId },
            client_reference_id: invoiceId,
          },
        },
      });
    const sign = (payload: string, secret = WEBHOOK_SECRET) => stripe.webhooks.generateTestHeaderString({ payload, secret });

    it('refuses a missing, wrong or stale signature and a tampered body', async () => {
      const payload = completed(`evt_${randomUUID()}`, 'cs_x', randomUUID());
      expect((await post(payload)).statusCode).toBe(400);
      expect((await post(payload, sign(payload, 'whsec_someone_else'))).statusCode).toBe(400);
      expect((await post(payload.replace('paid', 'unpaid'), sign(payload))).statusCode).toBe(400);
      const stale = stripe.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
        timestamp: Math.floor(Date.now() / 1000) - 3600,
      });
      expect((await post(payload, stale)).statusCode).toBe(400);
    });

    it('marks the invoice of a checkout billing started paid by card, once however often Stripe delivers', async () => {
      const owner = provider();
      const invoice = (await issue(owner.companyId)).body;
      const sessionId = `cs_test_${randomUUID()}`;
      await s.db.query('INSERT INTO billing.checkout_session (id, invoice_id, party_id, created_by) VALUES ($1, $2, $3, $4)', [
        sessionId,
        invoice.id,
        owner.companyId,
        owner.id,
      ]);
      const payload = completed(`evt_${randomUUID()}`, sessionId, invoice.id);
      const answers = await Promise.all([1, 2, 3].map(() => post(payload, sign(payload))));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
      expect(answers.map((a) => a.json().duplicate).sort()).toEqual([false, true, true]);
      // A different event for the same session (Stripe's async success after completed) changes nothing either.
      const again = completed(`evt_${randomUUID()}`, sessionId, invoice.id);
      expect((await post(again, sign(again))).statusCode).toBe(200);
      const view = await s.request('GET', `/api/admin/invoices/${invoice.id}`, admin);
      expect(view.body).toMatchObject({ status: 'paid', paymentMethod: 'card' });
      const paid = (await s.outbox<{ invoiceId: string; method: string }>(BillingEvents.InvoicePaid.type)).filter(
        (e) => e.payload.invoiceId === invoice.id,
      );
      expect(paid.map((e) => e.payload.method)).toEqual(['card']);
    });

    it('ignores a signed checkout it did not start', async () => {
      const invoice = (await issue(randomUUID())).body;
      const payload = completed(`evt_${randomUUID()}`, `cs_unknown_${randomUUID()}`, invoice.id);
      expect((await post(payload, sign(payload))).statusCode).toBe(200);
      expect((await s.request('GET', `/api/admin/invoices/${invoice.id}`, admin)).body.status).toBe('issued');
    });
  });

  it('answers 404 PAYMENT.CARD_OFF for card payment when Stripe is not configured', async () => {
    const off = await startServiceTestApp({
      service: 'billing',
      label: 'billing-nostripe',
      modules: [BillingModule, FakeAccountsModule.register()],
    });
    try {
      const owner = provider();
      expect((await off.request('GET', '/api/billing/subscription', owner)).body.cardPayments).toBe(false);
      const hook = await call(off.app, 'POST', '/api/billing/stripe/webhook', { body: { id: 'evt_1' } });
      expect(hook.status).toBe(404);
      expect(hook.body.code).toBe('PAYMENT.CARD_OFF');
      const invoice = (
        await off.request('POST', '/api/admin/invoices', admin, {
          companyId: owner.companyId,
          periodStart: '2026-03-01',
          periodEnd: '2026-03-31',
          lines: [{ description: 'Team plan', quantity: 1, unitPence: 4900 }],
        })
      ).body;
      expect((await off.request('POST', `/api/billing/invoices/${invoice.id}/checkout`, owner)).body.code).toBe('PAYMENT.CARD_OFF');
      expect((await off.request('POST', `/api/billing/invoices/${invoice.id}/checkout`, provider())).body.code).toBe('INVOICE.NOT_FOUND');
    } finally {
      await off.close();
    }
  });
});
