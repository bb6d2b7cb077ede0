import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tenders imported from OCDS: searchable columns, a weighted full-text vector (title A, buyer B, description C,
 * English stemming) kept by PostgreSQL itself, trigram indexes for partial and misspelt words, array columns with
 * GIN indexes for the CPV hierarchy and regions; admin-uploaded documents; the feed ingester's cursors.
 */
export class CreateTender1764100000000 implements MigrationInterface {
  name = 'CreateTender1764100000000';

  async up(q: QueryRunner): Promise<void> {
    // Trusted extension (PostgreSQL 13+): a database owner may create it; shared by the whole database.
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public`);
    await q.query(`
      CREATE TABLE tenders.tender (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        ocid text NOT NULL,
        title text NOT NULL,
        description text,
        buyer_name text,
        buyer_id text,
        buyer_contact jsonb,
        status text NOT NULL CHECK (status IN ('planned', 'active', 'closed', 'awarded', 'cancelled')),
        ocds_status text,
        value_amount numeric(20, 2),
        value_currency text,
        closing_date timestamptz,
        published_at timestamptz,
        last_release_key text NOT NULL DEFAULT '',
        main_cpv text,
        cpv_codes text[] NOT NULL DEFAULT '{}',
        cpv_prefixes text[] NOT NULL DEFAULT '{}',
        cpv_divisions text[] NOT NULL DEFAULT '{}',
        cpv jsonb NOT NULL DEFAULT '[]',
        regions text[] NOT NULL DEFAULT '{}',
        procurement_method text,
        procurement_method_details text,
        notice_url text,
        source_platform text,
        source_publisher text,
        details jsonb NOT NULL DEFAULT '{}',
        overrides jsonb NOT NULL DEFAULT '{}',
        imported_values jsonb NOT NULL DEFAULT '{}',
        content_hash text NOT NULL,
        search_vector tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') ||
          setweight(to_tsvector('english'::regconfig, coalesce(buyer_name, '')), 'B') ||
          setweight(to_tsvector('english'::regconfig, left(coalesce(description, ''), 4000)), 'C')
        ) STORED,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT tender_ocid_key UNIQUE (ocid)
      )`);
    await q.query(`CREATE INDEX tender_search_idx ON tenders.tender USING gin (search_vector)`);
    await q.query(`CREATE INDEX tender_title_trgm_idx ON tenders.tender USING gin (title public.gin_trgm_ops)`);
    await q.query(`CREATE INDEX tender_buyer_trgm_idx ON tenders.tender USING gin (buyer_name public.gin_trgm_ops)`);
    await q.query(`CREATE INDEX tender_cpv_idx ON tenders.tender USING gin (cpv_prefixes)`);
    await q.query(`CREATE INDEX tender_regions_idx ON tenders.tender USING gin (regions)`);
    await q.query(`CREATE INDEX tender_status_closing_idx ON tenders.tender (status, closing_date)`);
    await q.query(`CREATE INDEX tender_closing_idx ON tenders.tender (closing_date)`);
    await q.query(`CREATE INDEX tender_published_idx ON tenders.tender (published_at DESC NULLS LAST, id)`);
    await q.query(`CREATE INDEX tender_value_idx ON tenders.tender (value_amount)`);
    await q.query(`CREATE INDEX tender_no_link_idx ON tenders.tender (published_at DESC) WHERE notice_url IS NULL`);
    await q.query(`
      CREATE TABLE tenders.tender_document (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tender_id uuid NOT NULL REFERENCES tenders.tender (id) ON DELETE CASCADE,
        file_name text NOT NULL,
        mime_type text NOT NULL,
        size_bytes bigint NOT NULL,
        storage_key text NOT NULL UNIQUE,
        uploaded_by uuid,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX tender_document_tender_idx ON tenders.tender_document (tender_id)`);
    await q.query(`
      CREATE TABLE tenders.feed_cursor (
        feed_url text PRIMARY KEY,
        updated_since timestamptz,
        next_page_url text,
        run_started_at timestamptz,
        last_success_at timestamptz,
        last_error text,
        pages_read bigint NOT NULL DEFAULT 0,
        releases_read bigint NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS tenders.feed_cursor`);
    await q.query(`DROP TABLE IF EXISTS tenders.tender_document`);
    await q.query(`DROP TABLE IF EXISTS tenders.tender`);
  }
}
