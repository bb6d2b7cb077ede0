import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Writing a bid as a team: a version on every workspace (no lost update: stale writes get 409), the section fields of
 * teamwork (version, status, assignee, due date, limit) filled in on existing sections, the consortium a workspace may
 * belong to (with the read model of consortium member companies), comments, the activity log, saved versions and the
 * companies' answer libraries (searched with PostgreSQL full text).
 */
export class WorkspaceTeamwork1766550000000 implements MigrationInterface {
  name = 'WorkspaceTeamwork1766550000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE bids.workspace ADD COLUMN version integer NOT NULL DEFAULT 1, ADD COLUMN consortium_id uuid`);
    await q.query(`CREATE INDEX workspace_consortium_idx ON bids.workspace (consortium_id) WHERE consortium_id IS NOT NULL`);
    await q.query(`
      UPDATE bids.workspace w
         SET sections = coalesce((
               SELECT jsonb_agg(jsonb_build_object('version', 1, 'status', 'todo', 'assigneeAccountId', null, 'dueDate', null, 'limit', null) || s
                                ORDER BY ord)
                 FROM jsonb_array_elements(w.sections) WITH ORDINALITY AS x(s, ord)), '[]'::jsonb)`);
    await q.query(`
      CREATE TABLE bids.consortium_member (
        consortium_id uuid NOT NULL,
        company_id uuid NOT NULL,
        PRIMARY KEY (consortium_id, company_id)
      )`);
    await q.query(`CREATE INDEX consortium_member_company_idx ON bids.consortium_member (company_id)`);
    await q.query(`
      CREATE TABLE bids.workspace_comment (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        workspace_id uuid NOT NULL REFERENCES bids.workspace (id) ON DELETE CASCADE,
        section_id uuid NOT NULL,
        author_account_id uuid NOT NULL,
        body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 5000),
        anchor_start integer,
        anchor_end integer,
        anchor_quote text,
        mentions uuid[] NOT NULL DEFAULT '{}',
        resolved_at timestamptz,
        resolved_by uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((anchor_start IS NULL) = (anchor_end IS NULL) AND (anchor_start IS NULL OR (anchor_start >= 0 AND anchor_end >= anchor_start)))
      )`);
    await q.query(`CREATE INDEX workspace_comment_idx ON bids.workspace_comment (workspace_id, created_at)`);
    await q.query(`
      CREATE TABLE bids.workspace_activity (
        id bigserial PRIMARY KEY,
        workspace_id uuid NOT NULL REFERENCES bids.workspace (id) ON DELETE CASCADE,
        actor_account_id uuid NOT NULL,
        kind text NOT NULL,
        data jsonb NOT NULL DEFAULT '{}'::jsonb,
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX workspace_activity_idx ON bids.workspace_activity (workspace_id, id DESC)`);
    await q.query(`
      CREATE TABLE bids.workspace_version (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        workspace_id uuid NOT NULL REFERENCES bids.workspace (id) ON DELETE CASCADE,
        number integer NOT NULL,
        name text CHECK (name IS NULL OR char_length(name) BETWEEN 1 AND 120),
        reason text NOT NULL CHECK (reason IN ('named', 'status', 'restore')),
        snapshot jsonb NOT NULL,
        created_by uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (workspace_id, number)
      )`);
    await q.query(`
      CREATE TABLE bids.library_answer (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid NOT NULL,
        title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
        body text NOT NULL,
        tags text[] NOT NULL DEFAULT '{}',
        tender_id uuid,
        tender_title text,
        source_workspace_id uuid,
        source_section_id uuid,
        created_by uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        -- title (A), tags (B) and text (C), computed on insert (answers are never edited)
        search tsvector NOT NULL
      )`);
    await q.query(`CREATE INDEX library_answer_company_idx ON bids.library_answer (company_id, created_at DESC)`);
    await q.query(`CREATE INDEX library_answer_search_idx ON bids.library_answer USING gin (search)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['library_answer', 'workspace_version', 'workspace_activity', 'workspace_comment', 'consortium_member'])
      await q.query(`DROP TABLE IF EXISTS bids.${table}`);
    await q.query(`ALTER TABLE bids.workspace DROP COLUMN consortium_id, DROP COLUMN version`);
  }
}
