import { MigrationInterface, QueryRunner } from 'typeorm';

/** Events (meet-the-buyer days, webinars), videos and announcements that admins publish. */
export class CreateContent1764100002000 implements MigrationInterface {
  name = 'CreateContent1764100002000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE tenders.event (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title text NOT NULL,
        description text,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz,
        location text,
        url text,
        image_url text,
        created_by uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        search_vector tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') ||
          setweight(to_tsvector('english'::regconfig, coalesce(location, '')), 'B') ||
          setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C')
        ) STORED
      )`);
    await q.query(`CREATE INDEX event_starts_idx ON tenders.event (starts_at)`);
    await q.query(`CREATE INDEX event_search_idx ON tenders.event USING gin (search_vector)`);
    await q.query(`
      CREATE TABLE tenders.video (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title text NOT NULL,
        description text,
        url text NOT NULL,
        thumbnail_url text,
        duration_seconds integer,
        tags text[] NOT NULL DEFAULT '{}',
        published_at timestamptz NOT NULL DEFAULT now(),
        created_by uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        search_vector tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') ||
          setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C')
        ) STORED
      )`);
    await q.query(`CREATE INDEX video_published_idx ON tenders.video (published_at DESC)`);
    await q.query(`CREATE INDEX video_search_idx ON tenders.video USING gin (search_vector)`);
    await q.query(`
      CREATE TABLE tenders.announcement (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title text NOT NULL,
        body text NOT NULL,
        audience text NOT NULL DEFAULT 'all' CHECK (audience IN ('all', 'provider', 'expert', 'staff')),
        pinned boolean NOT NULL DEFAULT false,
        published_at timestamptz NOT NULL DEFAULT now(),
        created_by uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX announcement_published_idx ON tenders.announcement (pinned DESC, published_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['announcement', 'video', 'event']) await q.query(`DROP TABLE IF EXISTS tenders.${table}`);
  }
}
