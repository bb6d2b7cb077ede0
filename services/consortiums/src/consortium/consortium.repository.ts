import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { ConsortiumMemberRole } from '@jointly/contracts';

import type { Membership } from './consortium-rules';
import { ConsortiumNotFoundError } from './consortium.errors';
import { isUuid } from '@jointly/common/http';

export interface ConsortiumRow {
  id: string;
  name: string;
  description: string | null;
  leadCompanyId: string;
  createdBy: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface MemberRow extends Membership {
  companyName: string;
  joinedAt: Date;
  addedBy: string;
}

type Db = DataSource | EntityManager;

const COLUMNS = `c.id, c.name, c.description, c.lead_company_id AS "leadCompanyId", c.created_by AS "createdBy",
  c.created_at AS "createdAt", c.updated_at AS "updatedAt"`;

/** The consortium aggregate's tables: consortium and consortium_member. Named finders only. */
@Injectable()
export class ConsortiumRepository {
  constructor(@InjectDataSource('consortiums') readonly dataSource: DataSource) {}

  /** The consortium (locked for the transaction when `lock`), or 404. */
  async get(id: string, db: Db = this.dataSource, lock = false): Promise<ConsortiumRow> {
    if (!isUuid(id)) throw new ConsortiumNotFoundError(id);
    const rows = (await db.query(`SELECT ${COLUMNS} FROM consortiums.consortium c WHERE c.id = $1 ${lock ? 'FOR UPDATE' : ''}`, [
      id,
    ])) as ConsortiumRow[];
    if (!rows[0]) throw new ConsortiumNotFoundError(id);
    return rows[0];
  }

  /** Members with their names (lead first, then by joining date). */
  async members(consortiumId: string, db: Db = this.dataSource): Promise<MemberRow[]> {
    return (await db.query(
      `SELECT m.company_id AS "companyId", m.role, m.joined_at AS "joinedAt", m.added_by AS "addedBy",
              coalesce(p.company_name, '') AS "companyName"
         FROM consortiums.consortium_member m LEFT JOIN consortiums.partner_company p ON p.company_id = m.company_id
        WHERE m.consortium_id = $1
        ORDER BY (m.role = 'lead') DESC, m.joined_at, m.company_id`,
      [consortiumId],
    )) as MemberRow[];
  }

  /** Ids of the consortiums a company belongs to. */
  async idsOfCompany(companyId: string | null, db: Db = this.dataSource): Promise<string[]> {
    if (!companyId) return [];
    const rows = (await db.query('SELECT consortium_id AS id FROM consortiums.consortium_member WHERE company_id = $1', [
      companyId,
    ])) as Array<{ id: string }>;
    return rows.map((r) => r.id);
  }

  async insert(
    manager: EntityManager,
    input: { name: string; description: string | null; leadCompanyId: string; createdBy: string },
  ): Promise<string> {
    const [{ id }] = (await manager.query(
      `INSERT INTO consortiums.consortium (name, description, lead_company_id, created_by) VALUES ($1, $2, $3, $4) RETURNING id`,
      [input.name, input.description, input.leadCompanyId, input.createdBy],
    )) as Array<{ id: string }>;
    await this.addMember(manager, id, input.leadCompanyId, 'lead', input.createdBy);
    return id;
  }

  async update(manager: EntityManager, id: string, set: { name?: string; description?: string | null }): Promise<void> {
    await manager.query(
      `UPDATE consortiums.consortium SET name = coalesce($2, name),
         description = CASE WHEN $3::boolean THEN $4 ELSE description END, updated_at = now() WHERE id = $1`,
      [id, set.name ?? null, set.description !== undefined, set.description ?? null],
    );
  }

  async addMember(
    manager: EntityManager,
    consortiumId: string,
    companyId: string,
    role: ConsortiumMemberRole,
    addedBy: string,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO consortiums.consortium_member (consortium_id, company_id, role, added_by) VALUES ($1, $2, $3, $4)
       ON CONFLICT (consortium_id, company_id) DO NOTHING`,
      [consortiumId, companyId, role, addedBy],
    );
  }

  /** Deletes a member company (its pending requests to the consortium stay as they are). */
  async removeMember(manager: EntityManager, consortiumId: string, companyId: string): Promise<void> {
    await manager.query('DELETE FROM consortiums.consortium_member WHERE consortium_id = $1 AND company_id = $2', [
      consortiumId,
      companyId,
    ]);
  }
}
