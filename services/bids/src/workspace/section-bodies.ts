import type { DataSource, EntityManager } from 'typeorm';
import { COLLAB_UPDATES_CHANNEL } from '../collaboration/collab.store';
import { projectSectionState, replaceSectionUpdate } from '../collaboration/section-document';
import * as Y from 'yjs';

type Db = DataSource | EntityManager;

/** The origin of updates written through REST in the NOTIFY payload: not a process, so every process applies them. */
const REST_ORIGIN = 'rest';
/** Inline the update in the NOTIFY payload up to this size; beyond it listeners re-read the document's log. */
const MAX_INLINE = 3000;

/**
 * The one place the teamwork use cases (versions, diff, restore, library, export, limits, checklist, comments) read
 * and write section text. A section with a live document (co-editing) reads as its plain-text projection and is
 * written through its document; a section nobody opened live is the section's `body` in `workspace.sections`.
 */
export async function readSectionBodies(db: Db, workspaceId: string): Promise<Map<string, string>> {
  const rows = (await db.query(
    `SELECT s->>'id' AS id, coalesce(d.body_text, s->>'body', '') AS body
       FROM bids.workspace w CROSS JOIN LATERAL jsonb_array_elements(w.sections) s
       LEFT JOIN bids.collab_document d ON d.workspace_id = w.id AND d.section_id::text = s->>'id'
      WHERE w.id = $1`,
    [workspaceId],
  )) as Array<{ id: string; body: string }>;
  return new Map(rows.map((r) => [r.id, r.body]));
}

/**
 * Replaces one section's text (the caller holds the workspace row lock and bumps its version). When the section has a
 * live document, the replacement is also an update appended to its log and announced to every process (at commit),
 * so open editors receive it and the live text agrees; the projections are refreshed at once.
 */
export async function writeSectionBody(db: Db, workspaceId: string, sectionId: string, body: string): Promise<void> {
  await db.query(
    `UPDATE bids.workspace w
        SET sections = (SELECT jsonb_agg(CASE WHEN s->>'id' = $2 THEN jsonb_set(s, '{body}', to_jsonb($3::text)) ELSE s END ORDER BY ord)
                          FROM jsonb_array_elements(w.sections) WITH ORDINALITY AS x(s, ord))
      WHERE w.id = $1`,
    [workspaceId, sectionId, body],
  );
  const [document] = (await db.query(
    `SELECT name, state FROM bids.collab_document WHERE workspace_id = $1 AND section_id::text = $2 FOR UPDATE`,
    [workspaceId, sectionId],
  )) as Array<{ name: string; state: Buffer }>;
  if (!document) return;
  const log = (await db.query(`SELECT update FROM bids.collab_update WHERE name = $1 ORDER BY id`, [document.name])) as Array<{
    update: Buffer;
  }>;
  const current = [new Uint8Array(document.state), ...log.map((u) => new Uint8Array(u.update))];
  const update = replaceSectionUpdate(current, body);
  const projection = projectSectionState(Y.mergeUpdates([...current, update]));
  const inline = update.length <= MAX_INLINE ? Buffer.from(update).toString('base64') : '';
  await db.query(
    `WITH stored AS (INSERT INTO bids.collab_update (name, update) VALUES ($1, $2))
     SELECT pg_notify('${COLLAB_UPDATES_CHANNEL}', $3)`,
    [document.name, Buffer.from(update), `${REST_ORIGIN}\n${document.name}\t${inline}`],
  );
  await db.query(`UPDATE bids.collab_document SET body_html = $2, body_text = $3 WHERE name = $1`, [
    document.name,
    projection.html,
    projection.text,
  ]);
}
