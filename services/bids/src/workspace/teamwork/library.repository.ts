import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { LibraryAnswerView } from '@jointly/contracts';
import { isUuid } from '@jointly/common/http';
import { AnswerNotFoundError } from './teamwork.errors';

type Db = DataSource | EntityManager;

interface AnswerRow {
  id: string;
  companyId: string;
  title: string;
  body: string;
  tags: string[];
  tenderId: string | null;
  tenderTitle: string | null;
  createdBy: string;
  createdAt: Date;
}

const SELECT = `SELECT id, company_id AS "companyId", title, body, tags, tender_id AS "tenderId", tender_title AS "tenderTitle",
                       created_by AS "createdBy", created_at AS "createdAt" FROM bids.library_answer`;

const view = (r: AnswerRow): LibraryAnswerView => ({
  id: r.id,
  companyId: r.companyId,
  title: r.title,
  body: r.body,
  tags: r.tags,
  tender: r.tenderId ? { id: r.tenderId, title: r.tenderTitle } : null,
  createdBy: r.createdBy,
  createdAt: r.createdAt.toISOString(),
});

/** library_answer: each company's reusable answers (full-text searched); every read is scoped to one company. */
@Injectable()
export class LibraryRepository {
  constructor(@InjectDataSource('bids') readonly dataSource: DataSource) {}

  async insert(
    manager: EntityManager,
    input: Omit<AnswerRow, 'id' | 'createdAt'> & { sourceWorkspaceId: string; sourceSectionId: string },
  ): Promise<string> {
    const [{ id }] = (await manager.query(
      `INSERT INTO bids.library_answer (company_id, title, body, tags, tender_id, tender_title, source_workspace_id, source_section_id, created_by, search)
       VALUES ($1, $2, $3, $4::text[], $5, $6, $7, $8, $9,
               setweight(to_tsvector('english', $2), 'A') || setweight(to_tsvector('english', array_to_string($4::text[], ' ')), 'B') ||
               setweight(to_tsvector('english', $3), 'C'))
       RETURNING id`,
      [
        input.companyId,
        input.title,
        input.body,
        input.tags,
        input.tenderId,
        input.tenderTitle,
        input.sourceWorkspaceId,
        input.sourceSectionId,
        input.createdBy,
      ],
    )) as Array<{ id: string }>;
    return id;
  }

  /** The company's answer, or 404 (another company's answer is not found either). */
  async get(companyId: string, id: string, db: Db = this.dataSource): Promise<LibraryAnswerView> {
    if (!isUuid(id)) throw new AnswerNotFoundError(id);
    const rows = (await db.query(`${SELECT} WHERE company_id = $1 AND id = $2`, [companyId, id])) as AnswerRow[];
    if (!rows[0]) throw new AnswerNotFoundError(id);
    return view(rows[0]);
  }

  /** Full-text search (websearch syntax) over title, tags and text, best match first; all answers newest first without `q`. */
  async search(
    companyId: string,
    filter: { q: string | null; tag: string | null; page: number; limit: number },
  ): Promise<{ answers: LibraryAnswerView[]; count: number }> {
    const where = `company_id = $1 AND ($2::text IS NULL OR search @@ websearch_to_tsquery('english', $2)) AND ($3::text IS NULL OR $3 = ANY(tags))`;
    const params = [companyId, filter.q, filter.tag];
    const [rows, [{ count }]] = await Promise.all([
      this.dataSource.query(
        `${SELECT} WHERE ${where}
          ORDER BY CASE WHEN $2::text IS NULL THEN 0 ELSE ts_rank(search, websearch_to_tsquery('english', $2)) END DESC, created_at DESC, id
          LIMIT ${filter.limit} OFFSET ${(filter.page - 1) * filter.limit}`,
        params,
      ) as Promise<AnswerRow[]>,
      this.dataSource.query(`SELECT count(*)::int AS count FROM bids.library_answer WHERE ${where}`, params) as Promise<
        Array<{ count: number }>
      >,
    ]);
    return { answers: rows.map(view), count };
  }
}
