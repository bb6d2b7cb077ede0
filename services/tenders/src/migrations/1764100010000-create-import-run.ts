import type { MigrationInterface, QueryRunner } from 'typeorm';

/** One row per import: a feed run, an `npm run tenders:import`, or the demo seeding (the console's feeds and imports). */
export class CreateImportRun1764100010000 implements MigrationInterface {
  name = 'CreateImportRun1764100010000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE tenders.import_run (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL CHECK (kind IN ('feed', 'import', 'demo')),
        source text NOT NULL,
        status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'succeeded', 'failed')),
        started_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz,
        releases integer NOT NULL DEFAULT 0,
        created integer NOT NULL DEFAULT 0,
        updated integer NOT NULL DEFAULT 0,
        unchanged integer NOT NULL DEFAULT 0,
        skipped integer NOT NULL DEFAULT 0,
        rejected integer NOT NULL DEFAULT 0,
        rejections jsonb NOT NULL DEFAULT '[]',
        error text
      )`);
    await q.query(`CREATE INDEX import_run_started_idx ON tenders.import_run (started_at DESC)`);
    await q.query(`CREATE INDEX import_run_source_idx ON tenders.import_run (kind, source, started_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE tenders.import_run`);
  }
}
