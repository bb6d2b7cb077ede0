import { MigrationInterface, QueryRunner } from 'typeorm';

/** Accounts, companies, sessions with rotating refresh tokens, one-time codes, attempt counters, bookmarks. */
export class CreateIdentity1763800000000 implements MigrationInterface {
  name = 'CreateIdentity1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE accounts.account (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        password_hash text NOT NULL,
        account_type text NOT NULL CHECK (account_type IN ('provider', 'expert', 'staff', 'admin')),
        name text,
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended')),
        email_verified_at timestamptz,
        old_user boolean NOT NULL DEFAULT false,
        company_id uuid,
        profile jsonb NOT NULL DEFAULT '{}',
        last_login_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX account_email_key ON accounts.account (email)`);
    await q.query(`CREATE INDEX account_company_idx ON accounts.account (company_id)`);
    await q.query(`CREATE INDEX account_created_idx ON accounts.account (created_at)`);
    await q.query(`
      CREATE TABLE accounts.partner (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_name text NOT NULL,
        registration_number text,
        email text,
        phone text,
        website text,
        address text,
        postcode text,
        description text,
        sector text,
        company_size text,
        regions text[] NOT NULL DEFAULT '{}',
        service_categories text[] NOT NULL DEFAULT '{}',
        certifications text[] NOT NULL DEFAULT '{}',
        annual_turnover bigint,
        employees int,
        years_trading int,
        verification text NOT NULL DEFAULT 'unverified' CHECK (verification IN ('unverified', 'requested', 'verified')),
        consortium_partner boolean NOT NULL DEFAULT false,
        requested_at timestamptz,
        approved_at timestamptz,
        approved_by uuid,
        owner_account_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX partner_company_name_idx ON accounts.partner (lower(company_name))`);
    await q.query(`CREATE INDEX partner_verification_idx ON accounts.partner (verification)`);
    await q.query(`
      CREATE TABLE accounts.session (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES accounts.account (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz,
        revoked_reason text,
        user_agent text,
        ip text
      )`);
    await q.query(`CREATE INDEX session_account_idx ON accounts.session (account_id)`);
    await q.query(`
      CREATE TABLE accounts.refresh_token (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        session_id uuid NOT NULL REFERENCES accounts.session (id) ON DELETE CASCADE,
        token_hash text NOT NULL,
        issued_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await q.query(`CREATE UNIQUE INDEX refresh_token_hash_key ON accounts.refresh_token (token_hash)`);
    await q.query(`CREATE INDEX refresh_token_session_idx ON accounts.refresh_token (session_id)`);
    await q.query(`
      CREATE TABLE accounts.one_time_code (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES accounts.account (id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('verify', 'reset')),
        code_hash text NOT NULL,
        expires_at timestamptz NOT NULL,
        failed_attempts int NOT NULL DEFAULT 0,
        consumed_at timestamptz,
        verified_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX one_time_code_account_idx ON accounts.one_time_code (account_id, purpose)`);
    await q.query(`
      CREATE TABLE accounts.attempt_counter (
        key text PRIMARY KEY,
        window_start timestamptz NOT NULL,
        count int NOT NULL
      )`);
    await q.query(`
      CREATE TABLE accounts.bookmark (
        account_id uuid NOT NULL REFERENCES accounts.account (id) ON DELETE CASCADE,
        tender_id text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (account_id, tender_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['bookmark', 'attempt_counter', 'one_time_code', 'refresh_token', 'session', 'partner', 'account']) {
      await q.query(`DROP TABLE IF EXISTS accounts.${table}`);
    }
  }
}
