import type { DataSource, EntityManager } from 'typeorm';

type Db = DataSource | EntityManager;

/**
 * The one place the teamwork use cases (versions, diff, restore, library, export, limits, checklist) read and write
 * section text. Today the text is the section's `body` in `workspace.sections`; when live co-editing stores it in Yjs
 * with a plain-text/HTML projection, re-point these two functions at the projection (and the live document).
 */
export async function readSectionBodies(db: Db, workspaceId: string): Promise<Map<string, string>> {
  const rows = (await db.query(
    `SELECT s->>'id' AS id, coalesce(s->>'body', '') AS body FROM bids.workspace w, jsonb_array_elements(w.sections) s WHERE w.id = $1`,
    [workspaceId],
  )) as Array<{ id: string; body: string }>;
  return new Map(rows.map((r) => [r.id, r.body]));
}

/** Replaces one section's text (the caller holds the workspace row lock and bumps its version). */
export async function writeSectionBody(db: Db, workspaceId: string, sectionId: string, body: string): Promise<void> {
  await db.query(
    `UPDATE bids.workspace w
        SET sections = (SELECT jsonb_agg(CASE WHEN s->>'id' = $2 THEN jsonb_set(s, '{body}', to_jsonb($3::text)) ELSE s END ORDER BY ord)
                          FROM jsonb_array_elements(w.sections) WITH ORDINALITY AS x(s, ord))
      WHERE w.id = $1`,
    [workspaceId, sectionId, body],
  );
}
