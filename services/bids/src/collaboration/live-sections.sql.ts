/**
 * The workspace's sections (`w` is `bids.workspace`) with the body of each section that has a live document replaced
 * by its HTML projection (kept by compaction, a few seconds behind the live text at most).
 */
export const LIVE_SECTIONS_SQL = `coalesce((
    SELECT jsonb_agg(CASE WHEN d.name IS NULL THEN s.section ELSE s.section || jsonb_build_object('body', d.body_html) END ORDER BY s.ord)
      FROM jsonb_array_elements(w.sections) WITH ORDINALITY AS s(section, ord)
      LEFT JOIN bids.collab_document d ON d.workspace_id = w.id AND d.section_id::text = s.section->>'id'), '[]'::jsonb)`;
