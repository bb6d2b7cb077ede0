import { MigrationInterface, QueryRunner } from 'typeorm';

/** Team invitations, Tender Writer and tender requests, newsletter, contact messages, business facts, uploaded files. */
export class CreateRequestsAndForms1763800001000 implements MigrationInterface {
  name = 'CreateRequestsAndForms1763800001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE accounts.team_invite (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid NOT NULL REFERENCES accounts.partner (id) ON DELETE CASCADE,
        email text NOT NULL,
        invited_by uuid NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'revoked')),
        accepted_by uuid,
        accepted_at timestamptz,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX team_invite_company_idx ON accounts.team_invite (company_id)`);
    await q.query(`
      CREATE TABLE accounts.service_request (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES accounts.account (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('tender-writer', 'tender')),
        tender_id text,
        details text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE accounts.newsletter_subscription (
        email text PRIMARY KEY,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE accounts.contact_message (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        email text NOT NULL,
        subject text,
        message text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE accounts.business_info (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES accounts.account (id) ON DELETE CASCADE,
        company_id uuid NOT NULL REFERENCES accounts.partner (id) ON DELETE CASCADE,
        facts jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX business_info_company_idx ON accounts.business_info (company_id, created_at DESC)`);
    await q.query(`
      CREATE TABLE accounts.stored_file (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_account_id uuid NOT NULL REFERENCES accounts.account (id) ON DELETE CASCADE,
        company_id uuid,
        original_name text NOT NULL,
        mime_type text NOT NULL,
        size_bytes bigint NOT NULL,
        storage_key text NOT NULL UNIQUE,
        purpose text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['stored_file', 'business_info', 'contact_message', 'newsletter_subscription', 'service_request', 'team_invite']) {
      await q.query(`DROP TABLE IF EXISTS accounts.${table}`);
    }
  }
}
