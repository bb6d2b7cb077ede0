import { Injectable } from '@nestjs/common';
import type { AdminConsortiumDetail, AdminConsortiumRecord } from '@jointly/contracts';
import { CONSORTIUM_BID_SELECT, consortiumBidView, type ConsortiumBidRow } from '../consortium-bid/consortium-bid.repository';
import { ConsortiumNotFoundError } from '../consortium/consortium.errors';
import { ConsortiumRepository } from '../consortium/consortium.repository';
import { REQUEST_SELECT, requestView, type RequestRow } from '../request/request.repository';

import type { AdminConsortiumListQuery, AdminConsortiumSortField } from './admin-consortium-list-query';
import { isUuid } from '@jointly/common/http';

const SORT_COLUMNS: Record<AdminConsortiumSortField, string> = {
  id: 'id',
  name: 'lower(name)',
  createdAt: '"createdAt"',
  memberCount: '"memberCount"',
  pendingRequests: '"pendingRequests"',
  bidCount: '"bidCount"',
  leadCompanyName: 'lower("leadCompanyName")',
};

const RECORD_SELECT = `
  SELECT c.id, c.name, c.description, c.lead_company_id AS "leadCompanyId", coalesce(pl.company_name, '') AS "leadCompanyName",
         c.created_by AS "createdBy", c.created_at AS "createdAt", c.updated_at AS "updatedAt",
         (SELECT count(*)::int FROM consortiums.consortium_member m WHERE m.consortium_id = c.id) AS "memberCount",
         (SELECT count(*)::int FROM consortiums.consortium_request r WHERE r.consortium_id = c.id AND r.status = 'Pending') AS "pendingRequests",
         (SELECT count(*)::int FROM consortiums.consortium_bid b WHERE b.consortium_id = c.id) AS "bidCount"
    FROM consortiums.consortium c
    LEFT JOIN consortiums.partner_company pl ON pl.company_id = c.lead_company_id`;

type RecordRow = Omit<AdminConsortiumRecord, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };

const record = (row: RecordRow): AdminConsortiumRecord => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
const like = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`;

/** Reads of the console's read-only `consortiums` resource: list with counts, and one with members, requests and bids. */
@Injectable()
export class AdminConsortiumsReader {
  constructor(private readonly consortiums: ConsortiumRepository) {}

  async list(query: AdminConsortiumListQuery): Promise<{ items: AdminConsortiumRecord[]; total: number }> {
    const params: unknown[] = [];
    const add = (value: unknown) => `$${params.push(value)}`;
    const where: string[] = [];
    if (query.ids) where.push(`c.id = ANY(${add(query.ids)}::uuid[])`);
    if (query.q) {
      const q = add(like(query.q));
      where.push(`(c.name ILIKE ${q} OR coalesce(c.description, '') ILIKE ${q} OR EXISTS (
        SELECT 1 FROM consortiums.consortium_member m JOIN consortiums.partner_company p ON p.company_id = m.company_id
         WHERE m.consortium_id = c.id AND p.company_name ILIKE ${q}))`);
    }
    if (query.companyId)
      where.push(
        `EXISTS (SELECT 1 FROM consortiums.consortium_member m WHERE m.consortium_id = c.id AND m.company_id = ${add(query.companyId)})`,
      );
    if (query.createdFrom) where.push(`c.created_at >= ${add(query.createdFrom)}`);
    if (query.createdBefore) where.push(`c.created_at < ${add(query.createdBefore)}`);
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const db = this.consortiums.dataSource;
    const [rows, [{ total }]] = await Promise.all([
      db.query(
        `SELECT * FROM (${RECORD_SELECT} ${clause}) x
          ORDER BY ${SORT_COLUMNS[query.sort.field]} ${query.sort.order}, id ${query.sort.order}
          LIMIT ${query.limit} OFFSET ${query.offset}`,
        params,
      ) as Promise<RecordRow[]>,
      db.query(`SELECT count(*)::int AS total FROM consortiums.consortium c ${clause}`, params) as Promise<Array<{ total: number }>>,
    ]);
    return { items: rows.map(record), total };
  }

  async get(id: string): Promise<AdminConsortiumDetail> {
    if (!isUuid(id)) throw new ConsortiumNotFoundError(id);
    const db = this.consortiums.dataSource;
    const [row] = (await db.query(`${RECORD_SELECT} WHERE c.id = $1`, [id])) as RecordRow[];
    if (!row) throw new ConsortiumNotFoundError(id);
    const [members, requests, bids] = await Promise.all([
      this.consortiums.members(id),
      db.query(`${REQUEST_SELECT} WHERE r.consortium_id = $1 ORDER BY r.created_at DESC, r.id`, [id]) as Promise<RequestRow[]>,
      db.query(`${CONSORTIUM_BID_SELECT} WHERE b.consortium_id = $1 ORDER BY b.created_at DESC, b.id`, [id]) as Promise<ConsortiumBidRow[]>,
    ]);
    return {
      ...record(row),
      // The lead company first, then in the order they joined (the repository's order).
      members: members.map((m) => ({
        companyId: m.companyId,
        companyName: m.companyName,
        role: m.role,
        joinedAt: m.joinedAt.toISOString(),
        addedBy: m.addedBy,
      })),
      requests: requests.map((r) => {
        const { consortium: _consortium, ...rest } = requestView(r);
        return rest;
      }),
      bids: bids.map((b) => {
        const { consortium: _consortium, ...rest } = consortiumBidView(b);
        return rest;
      }),
    };
  }
}
