import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { ConsortiumRequestDirection, ConsortiumRequestStatus, ConsortiumRequestView } from '@jointly/contracts';
import { RequestNotFoundError } from '../consortium/consortium.errors';
import { isUuid } from '@jointly/common/http';

type Db = DataSource | EntityManager;

export interface RequestRow {
  id: string;
  consortiumId: string;
  consortiumName: string;
  direction: ConsortiumRequestDirection;
  fromAccountId: string;
  fromCompanyId: string;
  fromCompanyName: string;
  toAccountId: string;
  toCompanyId: string;
  toCompanyName: string;
  status: ConsortiumRequestStatus;
  message: string | null;
  createdAt: Date;
  answeredAt: Date | null;
  answeredBy: string | null;
}

/** The SELECT of a request with its consortium's and companies' names (from the partner directory). */
export const REQUEST_SELECT = `
  SELECT r.id, r.consortium_id AS "consortiumId", c.name AS "consortiumName", r.direction,
         r.from_account_id AS "fromAccountId", r.from_company_id AS "fromCompanyId", coalesce(pf.company_name, '') AS "fromCompanyName",
         r.to_account_id AS "toAccountId", r.to_company_id AS "toCompanyId", coalesce(pt.company_name, '') AS "toCompanyName",
         r.status, r.message, r.created_at AS "createdAt", r.answered_at AS "answeredAt", r.answered_by AS "answeredBy"
    FROM consortiums.consortium_request r
    JOIN consortiums.consortium c ON c.id = r.consortium_id
    LEFT JOIN consortiums.partner_company pf ON pf.company_id = r.from_company_id
    LEFT JOIN consortiums.partner_company pt ON pt.company_id = r.to_company_id`;

export function requestView(row: RequestRow): ConsortiumRequestView {
  return {
    id: row.id,
    consortium: { id: row.consortiumId, name: row.consortiumName },
    direction: row.direction,
    fromAccountId: row.fromAccountId,
    fromCompanyId: row.fromCompanyId,
    fromCompanyName: row.fromCompanyName,
    toAccountId: row.toAccountId,
    toCompanyId: row.toCompanyId,
    toCompanyName: row.toCompanyName,
    status: row.status,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    answeredBy: row.answeredBy,
  };
}

/** consortium_request: invitations of companies to consortiums, companies' interest in joining, and their answers. */
@Injectable()
export class RequestRepository {
  constructor(@InjectDataSource('consortiums') readonly dataSource: DataSource) {}

  /** The request (its row locked when `lock`), or 404. */
  async get(id: string, db: Db = this.dataSource, lock = false): Promise<RequestRow> {
    if (!isUuid(id)) throw new RequestNotFoundError(id);
    const rows = (await db.query(`${REQUEST_SELECT} WHERE r.id = $1 ${lock ? 'FOR UPDATE OF r' : ''}`, [id])) as RequestRow[];
    if (!rows[0]) throw new RequestNotFoundError(id);
    return rows[0];
  }

  /** Whether `companyId` has an open request to join the consortium, either direction (invited or interested). */
  async hasPending(consortiumId: string, companyId: string, db: Db): Promise<boolean> {
    const rows = (await db.query(
      `SELECT 1 FROM consortiums.consortium_request WHERE consortium_id = $1 AND status = 'Pending'
          AND (CASE WHEN direction = 'interest' THEN from_company_id ELSE to_company_id END) = $2`,
      [consortiumId, companyId],
    )) as unknown[];
    return rows.length > 0;
  }

  async insert(
    manager: EntityManager,
    input: {
      consortiumId: string;
      fromAccountId: string;
      fromCompanyId: string;
      toAccountId: string;
      toCompanyId: string;
      message: string | null;
      direction?: ConsortiumRequestDirection;
    },
  ): Promise<string> {
    const [{ id }] = (await manager.query(
      `INSERT INTO consortiums.consortium_request (consortium_id, from_account_id, from_company_id, to_account_id, to_company_id, message, direction)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        input.consortiumId,
        input.fromAccountId,
        input.fromCompanyId,
        input.toAccountId,
        input.toCompanyId,
        input.message,
        input.direction ?? 'invitation',
      ],
    )) as Array<{ id: string }>;
    return id;
  }

  async answer(manager: EntityManager, id: string, status: Exclude<ConsortiumRequestStatus, 'Pending'>, answeredBy: string): Promise<void> {
    await manager.query(`UPDATE consortiums.consortium_request SET status = $2, answered_at = now(), answered_by = $3 WHERE id = $1`, [
      id,
      status,
      answeredBy,
    ]);
  }
}
