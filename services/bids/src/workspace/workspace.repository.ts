import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { WorkspaceSection, WorkspaceStatus, WorkspaceView } from '@jointly/contracts';

import { LIVE_SECTIONS_SQL } from '../collaboration/live-sections.sql';
import { WorkspaceNotFoundError } from './workspace.errors';
import { isUuid } from '@jointly/common/http';

type Db = DataSource | EntityManager;

export interface WorkspaceRow {
  id: string;
  name: string;
  tenderId: string | null;
  tenderTitle: string | null;
  buyerName: string | null;
  closingDate: Date | null;
  tenderStatus: string | null;
  ownerAccountId: string;
  companyId: string | null;
  description: string | null;
  sections: WorkspaceSection[];
  status: WorkspaceStatus;
  experts: Array<{ accountId: string; name: string | null }>;
  consortiumId: string | null;
  /** Companies of the workspace's consortium (read model), empty without one. */
  consortiumCompanyIds: string[];
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

/** The SELECT of a workspace with its tender (read model) and the experts who accepted an invitation linked to it. */
export const WORKSPACE_SELECT = `
  SELECT w.id, w.name, w.tender_id AS "tenderId", t.title AS "tenderTitle", t.buyer_name AS "buyerName",
         t.closing_date AS "closingDate", t.status AS "tenderStatus", w.owner_account_id AS "ownerAccountId",
         w.company_id AS "companyId", w.description, ${LIVE_SECTIONS_SQL} AS sections, w.status,
         coalesce((SELECT json_agg(json_build_object('accountId', x.expert_account_id, 'name', x.name) ORDER BY x.first_accepted, x.expert_account_id)
                     FROM (SELECT b.expert_account_id, max(d.name) AS name, min(b.answered_at) AS first_accepted
                             FROM bids.bid b LEFT JOIN bids.account_directory d ON d.account_id = b.expert_account_id
                            WHERE b.workspace_id = w.id AND b.status = 'Accepted'
                            GROUP BY b.expert_account_id) x), '[]'::json) AS experts,
         w.consortium_id AS "consortiumId",
         coalesce((SELECT array_agg(m.company_id::text ORDER BY m.company_id) FROM bids.consortium_member m WHERE m.consortium_id = w.consortium_id),
                  '{}'::text[]) AS "consortiumCompanyIds",
         w.version, w.created_at AS "createdAt", w.updated_at AS "updatedAt"
    FROM bids.workspace w
    LEFT JOIN bids.tender_summary t ON t.tender_id = w.tender_id`;

export function workspaceView(row: WorkspaceRow): WorkspaceView {
  return {
    id: row.id,
    name: row.name,
    tender: row.tenderId
      ? {
          id: row.tenderId,
          title: row.tenderTitle,
          buyerName: row.buyerName,
          closingDate: row.closingDate?.toISOString() ?? null,
          status: row.tenderStatus,
        }
      : null,
    ownerAccountId: row.ownerAccountId,
    companyId: row.companyId,
    description: row.description,
    sections: row.sections.map(normalSection),
    status: row.status,
    experts: row.experts,
    consortiumId: row.consortiumId,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A stored section with the teamwork fields it may predate filled in. */
export function normalSection(section: Partial<WorkspaceSection> & Pick<WorkspaceSection, 'id' | 'title'>): WorkspaceSection {
  return {
    id: section.id,
    title: section.title,
    body: section.body ?? '',
    updatedAt: section.updatedAt ?? new Date(0).toISOString(),
    updatedBy: section.updatedBy ?? '',
    version: section.version ?? 1,
    status: section.status ?? 'todo',
    assigneeAccountId: section.assigneeAccountId ?? null,
    dueDate: section.dueDate ?? null,
    limit: section.limit ?? null,
  };
}

/** workspace: the writing workspaces of bids (sections as jsonb, written whole). */
@Injectable()
export class WorkspaceRepository {
  constructor(@InjectDataSource('bids') readonly dataSource: DataSource) {}

  /** The workspace (its row locked when `lock`), or 404. */
  async get(id: string, db: Db = this.dataSource, lock = false): Promise<WorkspaceRow> {
    if (!isUuid(id)) throw new WorkspaceNotFoundError(id);
    const rows = (await db.query(`${WORKSPACE_SELECT} WHERE w.id = $1 ${lock ? 'FOR UPDATE OF w' : ''}`, [id])) as WorkspaceRow[];
    if (!rows[0]) throw new WorkspaceNotFoundError(id);
    return { ...rows[0], sections: rows[0].sections.map(normalSection) };
  }

  async insert(
    manager: EntityManager,
    input: {
      name: string;
      tenderId: string | null;
      ownerAccountId: string;
      companyId: string | null;
      description: string | null;
      sections: WorkspaceSection[];
      consortiumId?: string | null;
    },
  ): Promise<string> {
    const [{ id }] = (await manager.query(
      `INSERT INTO bids.workspace (name, tender_id, owner_account_id, company_id, description, sections, consortium_id)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7) RETURNING id`,
      [
        input.name,
        input.tenderId,
        input.ownerAccountId,
        input.companyId,
        input.description,
        JSON.stringify(input.sections),
        input.consortiumId ?? null,
      ],
    )) as Array<{ id: string }>;
    return id;
  }

  async update(
    manager: EntityManager,
    id: string,
    input: { name: string; description: string | null; status: WorkspaceStatus; sections: WorkspaceSection[] },
  ): Promise<number> {
    const [rows] = (await manager.query(
      `UPDATE bids.workspace SET name = $2, description = $3, status = $4, sections = $5::jsonb, version = version + 1, updated_at = now()
        WHERE id = $1 RETURNING version`,
      [id, input.name, input.description, input.status, JSON.stringify(input.sections)],
    )) as [Array<{ version: number }>, number];
    return rows[0].version;
  }

  /** Whether the company belongs to the consortium (read model kept from consortiums' events). */
  async isConsortiumMember(consortiumId: string, companyId: string, db: Db = this.dataSource): Promise<boolean> {
    const rows = (await db.query('SELECT 1 FROM bids.consortium_member WHERE consortium_id = $1 AND company_id = $2', [
      consortiumId,
      companyId,
    ])) as unknown[];
    return rows.length > 0;
  }
}
