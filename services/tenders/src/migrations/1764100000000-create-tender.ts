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
    // Keep the (small) tsvector in the row: ranking and rechecks then never fetch it from TOAST; long descriptions
    // and details move out of line instead.
    await q.query(`ALTER TABLE tenders.tender ALTER COLUMN search_vector SET STORAGE MAIN`);
    // One multicolumn GIN for keywords, CPV stems, regions, buyer and title words (trigrams): a search combining them
    // is answered by a single index scan that intersects the posting lists inside the index, far cheaper than ANDing
    // bitmaps of separate indexes; each arm of the approximate fallback (prefix OR similar title OR similar buyer)
    // takes the filters along the same way. The same index WHERE status = 'active' serves the default search (open
    // tenders only, a few percent of the table).
    const matchColumns = 'search_vector, cpv_prefixes, regions, buyer_name public.gin_trgm_ops, title public.gin_trgm_ops';
    // A 16 MB pending list (default 4 MB) lets imports add many rows before merging them into the index, in larger and
    // cheaper batches; importers flush it when they finish (gin_clean_pending_list) so searches never scan a long list.
    await q.query(`CREATE INDEX tender_match_idx ON tenders.tender USING gin (${matchColumns}) WITH (gin_pending_list_limit = 16384)`);
    await q.query(
      `CREATE INDEX tender_open_match_idx ON tenders.tender USING gin (${matchColumns}) WITH (gin_pending_list_limit = 16384) WHERE status = 'active'`,
    );
    // Sorts (and ranges) over every tender and over open tenders; each ends with id like the ORDER BY.
    for (const [name, columns] of [
      ['closing', 'closing_date, id'],
      ['published', 'published_at DESC NULLS LAST, id'],
      ['value', 'value_amount, id'],
      ['value_desc', 'value_amount DESC NULLS LAST, id'],
    ]) {
      await q.query(`CREATE INDEX tender_${name}_idx ON tenders.tender (${columns})`);
      await q.query(`CREATE INDEX tender_open_${name}_idx ON tenders.tender (${columns}) WHERE status = 'active'`);
    }
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
