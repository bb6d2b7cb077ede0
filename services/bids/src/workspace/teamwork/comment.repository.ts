import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { WorkspaceCommentView } from '@jointly/contracts';
import { isUuid } from '@jointly/common/http';
import { CommentNotFoundError } from './teamwork.errors';

type Db = DataSource | EntityManager;

interface CommentRow {
  id: string;
  workspaceId: string;
  sectionId: string;
  authorAccountId: string;
  authorName: string | null;
  body: string;
  anchorStart: number | null;
  anchorEnd: number | null;
  anchorQuote: string | null;
  mentions: string[];
  resolvedAt: Date | null;
  resolvedBy: string | null;
  createdAt: Date;
}

const SELECT = `
  SELECT c.id, c.workspace_id AS "workspaceId", c.section_id AS "sectionId", c.author_account_id AS "authorAccountId",
         d.name AS "authorName", c.body, c.anchor_start AS "anchorStart", c.anchor_end AS "anchorEnd",
         c.anchor_quote AS "anchorQuote", c.mentions::text[] AS mentions, c.resolved_at AS "resolvedAt",
         c.resolved_by AS "resolvedBy", c.created_at AS "createdAt"
    FROM bids.workspace_comment c LEFT JOIN bids.account_directory d ON d.account_id = c.author_account_id`;

const view = (r: CommentRow): WorkspaceCommentView => ({
  id: r.id,
  workspaceId: r.workspaceId,
  sectionId: r.sectionId,
  author: { accountId: r.authorAccountId, name: r.authorName },
  body: r.body,
  anchor: r.anchorStart === null || r.anchorEnd === null ? null : { start: r.anchorStart, end: r.anchorEnd, quote: r.anchorQuote ?? '' },
  mentions: r.mentions,
  resolvedAt: r.resolvedAt?.toISOString() ?? null,
  resolvedBy: r.resolvedBy,
  createdAt: r.createdAt.toISOString(),
});

/** workspace_comment: comments on sections and text ranges. */
@Injectable()
export class CommentRepository {
  constructor(@InjectDataSource('bids') readonly dataSource: DataSource) {}

  async insert(
    manager: EntityManager,
    input: {
      workspaceId: string;
      sectionId: string;
      author: string;
      body: string;
      anchor: { start: number; end: number; quote: string } | null;
      mentions: string[];
    },
  ): Promise<string> {
    const [{ id }] = (await manager.query(
      `INSERT INTO bids.workspace_comment (workspace_id, section_id, author_account_id, body, anchor_start, anchor_end, anchor_quote, mentions)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::uuid[]) RETURNING id`,
      [
        input.workspaceId,
        input.sectionId,
        input.author,
        input.body,
        input.anchor?.start ?? null,
        input.anchor?.end ?? null,
        input.anchor?.quote ?? null,
        input.mentions,
      ],
    )) as Array<{ id: string }>;
    return id;
  }

  /** The comment of this workspace, or 404. */
  async get(workspaceId: string, id: string, db: Db = this.dataSource): Promise<WorkspaceCommentView> {
    if (!isUuid(id)) throw new CommentNotFoundError(id);
    const rows = (await db.query(`${SELECT} WHERE c.workspace_id = $1 AND c.id = $2`, [workspaceId, id])) as CommentRow[];
    if (!rows[0]) throw new CommentNotFoundError(id);
    return view(rows[0]);
  }

  async list(workspaceId: string, filter: { sectionId: string | null; resolved: boolean | null }): Promise<WorkspaceCommentView[]> {
    const rows = (await this.dataSource.query(
      `${SELECT} WHERE c.workspace_id = $1 AND ($2::uuid IS NULL OR c.section_id = $2::uuid)
          AND ($3::boolean IS NULL OR (c.resolved_at IS NOT NULL) = $3::boolean)
        ORDER BY c.created_at, c.id LIMIT 1000`,
      [workspaceId, filter.sectionId, filter.resolved],
    )) as CommentRow[];
    return rows.map(view);
  }

  async setResolved(manager: EntityManager, id: string, by: string | null): Promise<void> {
    await manager.query(
      `UPDATE bids.workspace_comment SET resolved_at = CASE WHEN $2::uuid IS NULL THEN NULL ELSE now() END, resolved_by = $2 WHERE id = $1`,
      [id, by],
    );
  }
}
