import { Injectable } from '@nestjs/common';
import type { ConsortiumView, MatchingPartner } from '@jointly/contracts';
import { ConsortiumRepository, type ConsortiumRow, type MemberRow } from './consortium.repository';
import { consortiumView } from './consortium.view';

/** Reads of consortiums for the API: one with its members, a company's consortiums, partners it could invite. */
@Injectable()
export class ConsortiumReader {
  constructor(private readonly consortiums: ConsortiumRepository) {}

  async view(id: string): Promise<ConsortiumView> {
    const row = await this.consortiums.get(id);
    return consortiumView(row, await this.consortiums.members(id));
  }

  /** The consortiums a company belongs to: those it leads first, then by name. */
  async ofCompany(companyId: string | null): Promise<ConsortiumView[]> {
    if (!companyId) return [];
    const db = this.consortiums.dataSource;
    const rows = (await db.query(
      `SELECT c.id, c.name, c.description, c.lead_company_id AS "leadCompanyId", c.created_by AS "createdBy",
              c.created_at AS "createdAt", c.updated_at AS "updatedAt"
         FROM consortiums.consortium c JOIN consortiums.consortium_member m ON m.consortium_id = c.id AND m.company_id = $1
        ORDER BY (m.role = 'lead') DESC, lower(c.name), c.id`,
      [companyId],
    )) as ConsortiumRow[];
    if (!rows.length) return [];
    const members = (await db.query(
      `SELECT m.consortium_id AS "consortiumId", m.company_id AS "companyId", m.role, m.joined_at AS "joinedAt", m.added_by AS "addedBy",
              coalesce(p.company_name, '') AS "companyName"
         FROM consortiums.consortium_member m LEFT JOIN consortiums.partner_company p ON p.company_id = m.company_id
        WHERE m.consortium_id = ANY($1::uuid[])
        ORDER BY (m.role = 'lead') DESC, m.joined_at, m.company_id`,
      [rows.map((r) => r.id)],
    )) as Array<MemberRow & { consortiumId: string }>;
    return rows.map((row) =>
      consortiumView(
        row,
        members.filter((m) => m.consortiumId === row.id),
      ),
    );
  }

  /** Approved partner companies that are not members and have no pending request to join (invited or interested), by name. */
  async matchingPartners(consortiumId: string): Promise<MatchingPartner[]> {
    const rows = (await this.consortiums.dataSource.query(
      `SELECT p.company_id AS id, p.company_name AS "companyName", p.owner_account_id AS "accountId"
         FROM consortiums.partner_company p
        WHERE NOT EXISTS (SELECT 1 FROM consortiums.consortium_member m WHERE m.consortium_id = $1 AND m.company_id = p.company_id)
          AND NOT EXISTS (SELECT 1 FROM consortiums.consortium_request r
                           WHERE r.consortium_id = $1 AND r.status = 'Pending'
                             AND (CASE WHEN r.direction = 'interest' THEN r.from_company_id ELSE r.to_company_id END) = p.company_id)
        ORDER BY lower(p.company_name), p.company_id`,
      [consortiumId],
    )) as Array<{ id: string; companyName: string; accountId: string }>;
    return rows.map((r) => ({ id: r.id, company: r.companyName, companyName: r.companyName, accountId: r.accountId }));
  }
}
