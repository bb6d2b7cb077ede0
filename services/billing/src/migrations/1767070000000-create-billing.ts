import { MigrationInterface, QueryRunner } from 'typeorm';
import { DEFAULT_PLANS } from '@jointly/contracts';

/**
 * Plans (one row each, edited by admins), subscriptions per billing party (a company, or an expert's own account),
 * billing profiles, invoices with their lines and the gapless number counter, overdue reminders, Stripe's processed
 * webhook events and checkout sessions, and the company directory kept from accounts' events. No foreign keys to
 * other schemas.
 */
export class CreateBilling1767070000000 implements MigrationInterface {
  name = 'CreateBilling1767070000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE billing.plan (
        code text PRIMARY KEY CHECK (code ~ '^[a-z][a-z0-9-]{1,30}$'),
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
        price_pence int NOT NULL CHECK (price_pence BETWEEN 0 AND 100000000),
        limits jsonb NOT NULL,
        sort_order int NOT NULL DEFAULT 0,
        active boolean NOT NULL DEFAULT true,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    for (const [i, plan] of DEFAULT_PLANS.entries())
      await q.query(`INSERT INTO billing.plan (code, name, price_pence, limits, sort_order) VALUES ($1, $2, $3, $4::jsonb, $5)`, [
        plan.code,
        plan.name,
        plan.pricePence,
        JSON.stringify(plan.limits),
        i,
      ]);
    await q.query(`
      CREATE TABLE billing.company (
        company_id uuid PRIMARY KEY,
        name text NOT NULL
      )`);
    await q.query(`
      CREATE TABLE billing.subscription (
        party_id uuid PRIMARY KEY,
        plan_code text NOT NULL REFERENCES billing.plan (code),
        since timestamptz NOT NULL DEFAULT now(),
        requested_plan_code text REFERENCES billing.plan (code),
        requested_at timestamptz,
        requested_by uuid,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE billing.billing_profile (
        party_id uuid PRIMARY KEY,
        contact_name text CHECK (contact_name IS NULL OR char_length(contact_name) <= 120),
        contact_email text CHECK (contact_email IS NULL OR char_length(contact_email) <= 254),
        address text CHECK (address IS NULL OR char_length(address) <= 500),
        vat_number text CHECK (vat_number IS NULL OR char_length(vat_number) <= 20),
        updated_at timestamptz NOT NULL DEFAULT now(),
        updated_by uuid NOT NULL
      )`);
    // One row per year; issuing an invoice increments it in the issuing transaction (row lock), so a rolled-back
    // issue gives its number back and numbers have no gaps.
    await q.query(`
      CREATE TABLE billing.invoice_counter (
        year int PRIMARY KEY,
        last_number int NOT NULL
      )`);
    await q.query(`
      CREATE TABLE billing.invoice (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        number text NOT NULL UNIQUE,
        party_id uuid NOT NULL,
        period_start date NOT NULL,
        period_end date NOT NULL CHECK (period_end >= period_start),
        issued_at timestamptz NOT NULL DEFAULT now(),
        due_date date NOT NULL,
        status text NOT NULL DEFAULT 'issued' CHECK (status IN ('issued', 'paid', 'void')),
        currency text NOT NULL DEFAULT 'GBP',
        subtotal_pence bigint NOT NULL CHECK (subtotal_pence >= 0),
        vat_rate_percent numeric(5, 2) NOT NULL,
        vat_pence bigint NOT NULL CHECK (vat_pence >= 0),
        total_pence bigint NOT NULL CHECK (total_pence >= 0),
        paid_at timestamptz,
        payment_method text CHECK (payment_method IN ('bank-transfer', 'card')),
        voided_at timestamptz,
        void_reason text,
        billing_name text,
        billing_email text,
        billing_address text,
        vat_number text,
        issued_by uuid NOT NULL
      )`);
    await q.query(`CREATE INDEX invoice_party_idx ON billing.invoice (party_id, issued_at DESC)`);
    await q.query(`CREATE INDEX invoice_overdue_idx ON billing.invoice (due_date) WHERE status = 'issued'`);
    await q.query(`
      CREATE TABLE billing.invoice_line (
        invoice_id uuid NOT NULL REFERENCES billing.invoice (id) ON DELETE CASCADE,
        position int NOT NULL,
        description text NOT NULL,
        quantity int NOT NULL,
        unit_pence bigint NOT NULL,
        amount_pence bigint NOT NULL,
        PRIMARY KEY (invoice_id, position)
      )`);
    await q.query(`
      CREATE TABLE billing.invoice_reminder (
        invoice_id uuid NOT NULL REFERENCES billing.invoice (id) ON DELETE CASCADE,
        reminded_on date NOT NULL,
        PRIMARY KEY (invoice_id, reminded_on)
      )`);
    await q.query(`
      CREATE TABLE billing.checkout_session (
        id text PRIMARY KEY,
        invoice_id uuid NOT NULL REFERENCES billing.invoice (id),
        party_id uuid NOT NULL,
        created_by uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE billing.stripe_event (
        id text PRIMARY KEY,
        type text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'stripe_event',
      'checkout_session',
      'invoice_reminder',
      'invoice_line',
      'invoice',
      'invoice_counter',
      'billing_profile',
      'subscription',
      'company',
      'plan',
    ])
      await q.query(`DROP TABLE IF EXISTS billing.${table}`);
  }
}
