import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Expert invitations (bids) and writing workspaces, plus the read models this service keeps from other services'
 * events: tender summaries and the account directory (who is an expert, names, e-mails, companies).
 * No foreign keys to other schemas: accounts, companies and tenders are referenced by id only.
 */
export class CreateBids1765000000000 implements MigrationInterface {
  name = 'CreateBids1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE bids.workspace (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 120),
        tender_id uuid,
        owner_account_id uuid NOT NULL,
        company_id uuid,
        description text CHECK (description IS NULL OR char_length(description) <= 2000),
        sections jsonb NOT NULL DEFAULT '[]'::jsonb,
        status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'in-review', 'submitted', 'archived')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX workspace_company_idx ON bids.workspace (company_id, updated_at DESC)`);
    await q.query(`CREATE INDEX workspace_owner_idx ON bids.workspace (owner_account_id, updated_at DESC)`);
    await q.query(`
      CREATE TABLE bids.bid (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tender_id uuid NOT NULL,
        expert_account_id uuid NOT NULL,
        invited_by uuid NOT NULL,
        inviter_company_id uuid,
        workspace_id uuid REFERENCES bids.workspace (id) ON DELETE SET NULL,
        message text CHECK (message IS NULL OR char_length(message) <= 2000),
        status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Accepted', 'Declined', 'Withdrawn')),
        created_at timestamptz NOT NULL DEFAULT now(),
        answered_at timestamptz
      )`);
    // One open (Pending or Accepted) invitation per tender, expert and inviting company (or account, without one):
    // concurrent invitations make the second insert fail → 409.
    await q.query(
      `CREATE UNIQUE INDEX bid_one_open ON bids.bid (tender_id, expert_account_id, coalesce(inviter_company_id, invited_by))
       WHERE status IN ('Pending', 'Accepted')`,
    );
    await q.query(`CREATE INDEX bid_expert_idx ON bids.bid (expert_account_id, created_at DESC)`);
    await q.query(`CREATE INDEX bid_inviter_company_idx ON bids.bid (inviter_company_id, created_at DESC)`);
    await q.query(`CREATE INDEX bid_invited_by_idx ON bids.bid (invited_by, created_at DESC)`);
    await q.query(`CREATE INDEX bid_workspace_idx ON bids.bid (workspace_id) WHERE workspace_id IS NOT NULL`);
    await q.query(`
      CREATE TABLE bids.tender_summary (
        tender_id uuid PRIMARY KEY,
        title text NOT NULL,
        buyer_name text,
        closing_date timestamptz,
        status text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE bids.account_directory (
        account_id uuid PRIMARY KEY,
        account_type text NOT NULL,
        name text,
        email text,
        company_id uuid,
        company_name text,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX account_directory_company_idx ON bids.account_directory (company_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['account_directory', 'tender_summary', 'bid', 'workspace']) await q.query(`DROP TABLE IF EXISTS bids.${table}`);
  }
}
