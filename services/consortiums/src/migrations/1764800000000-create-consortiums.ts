import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Consortiums, their member companies, invitations (requests) and bids, plus the read models this service keeps
 * from other services' events: approved partner companies, which company an account belongs to, tender summaries.
 * No foreign keys to other schemas: companies, accounts and tenders are referenced by id only.
 */
export class CreateConsortiums1764800000000 implements MigrationInterface {
  name = 'CreateConsortiums1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE consortiums.consortium (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 120),
        description text CHECK (description IS NULL OR char_length(description) <= 2000),
        lead_company_id uuid NOT NULL,
        created_by uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX consortium_created_idx ON consortiums.consortium (created_at DESC, id)`);
    await q.query(`CREATE INDEX consortium_name_idx ON consortiums.consortium (lower(name))`);
    await q.query(`
      CREATE TABLE consortiums.consortium_member (
        consortium_id uuid NOT NULL REFERENCES consortiums.consortium (id) ON DELETE CASCADE,
        company_id uuid NOT NULL,
        role text NOT NULL CHECK (role IN ('lead', 'member')),
        joined_at timestamptz NOT NULL DEFAULT now(),
        added_by uuid NOT NULL,
        PRIMARY KEY (consortium_id, company_id)
      )`);
    await q.query(`CREATE INDEX consortium_member_company_idx ON consortiums.consortium_member (company_id)`);
    await q.query(`
      CREATE TABLE consortiums.consortium_request (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        consortium_id uuid NOT NULL REFERENCES consortiums.consortium (id) ON DELETE CASCADE,
        from_account_id uuid NOT NULL,
        from_company_id uuid NOT NULL,
        to_account_id uuid NOT NULL,
        to_company_id uuid NOT NULL,
        status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Approve', 'Rejected')),
        message text,
        created_at timestamptz NOT NULL DEFAULT now(),
        answered_at timestamptz,
        answered_by uuid
      )`);
    // At most one open invitation per consortium and company (concurrent invites: the second insert fails → 409).
    await q.query(
      `CREATE UNIQUE INDEX consortium_request_one_pending ON consortiums.consortium_request (consortium_id, to_company_id) WHERE status = 'Pending'`,
    );
    await q.query(`CREATE INDEX consortium_request_consortium_idx ON consortiums.consortium_request (consortium_id, created_at DESC)`);
    await q.query(`CREATE INDEX consortium_request_to_company_idx ON consortiums.consortium_request (to_company_id, created_at DESC)`);
    await q.query(`
      CREATE TABLE consortiums.consortium_bid (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        consortium_id uuid NOT NULL REFERENCES consortiums.consortium (id) ON DELETE CASCADE,
        tender_id uuid NOT NULL,
        title text NOT NULL,
        notes text,
        created_by uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (consortium_id, tender_id)
      )`);
    await q.query(`
      CREATE TABLE consortiums.partner_company (
        company_id uuid PRIMARY KEY,
        company_name text NOT NULL,
        owner_account_id uuid NOT NULL,
        approved_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX partner_company_owner_idx ON consortiums.partner_company (owner_account_id)`);
    await q.query(`CREATE INDEX partner_company_name_idx ON consortiums.partner_company (lower(company_name))`);
    await q.query(`
      CREATE TABLE consortiums.company_account (
        account_id uuid PRIMARY KEY,
        company_id uuid NOT NULL
      )`);
    await q.query(`CREATE INDEX company_account_company_idx ON consortiums.company_account (company_id)`);
    await q.query(`
      CREATE TABLE consortiums.tender_summary (
        tender_id uuid PRIMARY KEY,
        title text NOT NULL,
        buyer_name text,
        closing_date timestamptz,
        status text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'tender_summary',
      'company_account',
      'partner_company',
      'consortium_bid',
      'consortium_request',
      'consortium_member',
      'consortium',
    ])
      await q.query(`DROP TABLE IF EXISTS consortiums.${table}`);
  }
}
