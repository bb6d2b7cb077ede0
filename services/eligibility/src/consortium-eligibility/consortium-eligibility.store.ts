import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { withCompanyProfile, withEvidence } from '../scoring/company-profile-facts';
import { ELIGIBILITY } from '../eligibility.database';
import type { MemberFacts } from '../scoring/consortium-facts';
import { companyFacts } from '../scoring/consortium-facts';
import type { ProviderFacts } from '../scoring/provider-facts';
import { OPEN_TENDER_SQL } from '../tender-summary/tender-summary.store';

type Db = DataSource | EntityManager;

/** Consortium ratings at or above this are stored (what "best open tenders" lists); below it they are computed on read. */
export const CONSORTIUM_RESULT_FLOOR = 60;

export interface ConsortiumMemberRow {
  consortiumId: string;
  consortiumName: string;
  companyId: string;
  companyName: string | null;
  role: 'lead' | 'member';
}

export interface ConsortiumRatingRow {
  consortiumId: string;
  tenderId: string;
  rating: number;
  leadRating: number;
}

const FACTS = `c.company_id AS "companyId", c.service_categories AS "serviceCategories", c.regions,
  c.annual_turnover::float8 AS "annualTurnover", c.years_trading AS "yearsTrading", c.staff_count AS "staffCount",
  c.certifications, c.insurance_level::float8 AS "insuranceLevel"`;

/** The SQL of consortium eligibility: the member read model, members' facts and the sparse stored ratings. */
@Injectable()
export class ConsortiumEligibilityStore {
  constructor(@InjectDataSource(ELIGIBILITY) private readonly dataSource: DataSource) {}

  async addMember(manager: EntityManager, member: ConsortiumMemberRow): Promise<void> {
    await manager.query(
      `INSERT INTO eligibility.consortium_member (consortium_id, company_id, company_name, consortium_name, role)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (consortium_id, company_id) DO UPDATE SET company_name = coalesce(EXCLUDED.company_name, consortium_member.company_name),
         consortium_name = EXCLUDED.consortium_name,
         role = CASE WHEN consortium_member.role = 'lead' THEN 'lead' ELSE EXCLUDED.role END`,
      [member.consortiumId, member.companyId, member.companyName, member.consortiumName, member.role],
    );
  }

  /** Names a member company (the lead's name first arrives with an invitation it sends). */
  async nameCompany(manager: EntityManager, consortiumId: string, companyId: string, companyName: string): Promise<void> {
    await manager.query(
      `UPDATE eligibility.consortium_member SET company_name = $3 WHERE consortium_id = $1 AND company_id = $2 AND company_name IS DISTINCT FROM $3`,
      [consortiumId, companyId, companyName],
    );
  }

  async renameConsortium(manager: EntityManager, consortiumId: string, name: string): Promise<void> {
    await manager.query(`UPDATE eligibility.consortium_member SET consortium_name = $2 WHERE consortium_id = $1`, [consortiumId, name]);
  }

  async members(consortiumId: string, db: Db = this.dataSource): Promise<ConsortiumMemberRow[]> {
    return (await db.query(
      `SELECT consortium_id AS "consortiumId", consortium_name AS "consortiumName", company_id AS "companyId",
              company_name AS "companyName", role
         FROM eligibility.consortium_member WHERE consortium_id = $1 ORDER BY role = 'lead' DESC, joined_at, company_id`,
      [consortiumId],
    )) as ConsortiumMemberRow[];
  }

  /** Consortiums a company belongs to. */
  async consortiumsOfCompany(companyId: string, db: Db = this.dataSource): Promise<string[]> {
    const rows = (await db.query(
      `SELECT consortium_id AS id FROM eligibility.consortium_member WHERE company_id = $1 ORDER BY consortium_id`,
      [companyId],
    )) as Array<{ id: string }>;
    return rows.map((r) => r.id);
  }

  async allConsortiumIds(db: Db = this.dataSource): Promise<string[]> {
    const rows = (await db.query(`SELECT DISTINCT consortium_id AS id FROM eligibility.consortium_member ORDER BY 1`)) as Array<{
      id: string;
    }>;
    return rows.map((r) => r.id);
  }

  /** Each member with its company's facts (from the criteria its people saved), the lead first. */
  async memberFacts(consortiumId: string, db: Db = this.dataSource): Promise<MemberFacts[]> {
    const members = await this.members(consortiumId, db);
    if (!members.length) return [];
    const ids = members.map((m) => m.companyId);
    const rows = (await db.query(`SELECT ${FACTS} FROM eligibility.user_criteria c WHERE c.company_id = ANY($1::uuid[])`, [ids])) as Array<
      ProviderFacts & { companyId: string }
    >;
    const profiles = await this.profilesOf(ids, db);
    return members.map((m) => ({
      companyId: m.companyId,
      companyName: m.companyName,
      role: m.role,
      facts: withCompanyProfile(profiles.get(m.companyId) ?? null, companyFacts(rows.filter((r) => r.companyId === m.companyId)))!,
    }));
  }

  /** Approved partner companies with saved facts (from the criteria their people saved), except the listed companies. */
  async partnerFactsExcept(
    companyIds: readonly string[],
    db: Db = this.dataSource,
  ): Promise<Array<{ companyId: string; companyName: string; facts: ProviderFacts }>> {
    const rows = (await db.query(
      `SELECT ${FACTS}, p.company_name AS "companyName"
         FROM eligibility.partner_company p JOIN eligibility.user_criteria c ON c.company_id = p.company_id
        WHERE NOT (p.company_id = ANY($1::uuid[])) ORDER BY p.company_id`,
      [companyIds],
    )) as Array<ProviderFacts & { companyId: string; companyName: string }>;
    const withProfile = (await db.query(
      `SELECT p.company_id AS "companyId", p.company_name AS "companyName"
         FROM eligibility.partner_company p JOIN eligibility.company_facts f ON f.company_id = p.company_id
        WHERE NOT (p.company_id = ANY($1::uuid[]))
          AND (cardinality(f.service_categories) > 0 OR cardinality(f.regions) > 0 OR cardinality(f.certifications) > 0
               OR cardinality(f.evidenced_certifications) > 0 OR f.annual_turnover IS NOT NULL OR f.staff_count IS NOT NULL OR f.years_trading IS NOT NULL)`,
      [companyIds],
    )) as Array<{ companyId: string; companyName: string }>;
    const byCompany = new Map<string, { companyName: string; rows: ProviderFacts[] }>();
    for (const row of withProfile) byCompany.set(row.companyId, { companyName: row.companyName, rows: [] });
    for (const row of rows) {
      const entry = byCompany.get(row.companyId) ?? { companyName: row.companyName, rows: [] };
      entry.rows.push(row);
      byCompany.set(row.companyId, entry);
    }
    const profiles = await this.profilesOf([...byCompany.keys()], db);
    return [...byCompany]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([companyId, entry]) => ({
        companyId,
        companyName: entry.companyName,
        facts: withCompanyProfile(profiles.get(companyId) ?? null, entry.rows.length ? companyFacts(entry.rows) : null)!,
      }));
  }

  /** Companies' profile facts (from accounts' CompanyFactsChanged), by company id. */
  private async profilesOf(companyIds: readonly string[], db: Db): Promise<Map<string, ProviderFacts>> {
    if (!companyIds.length) return new Map();
    const rows = (await db.query(
      `SELECT company_id AS "companyId", service_categories AS "serviceCategories", regions, annual_turnover::float8 AS "annualTurnover",
              years_trading AS "yearsTrading", staff_count AS "staffCount", certifications,
              evidenced_certifications AS "evidencedCertifications", turnover_evidenced AS "turnoverEvidenced"
         FROM eligibility.company_facts WHERE company_id = ANY($1::uuid[])`,
      [companyIds],
    )) as Array<
      Omit<ProviderFacts, 'insuranceLevel' | 'evidencedCertifications' | 'turnoverEvidenced'> & {
        companyId: string;
        evidencedCertifications: string[];
        turnoverEvidenced: boolean;
      }
    >;
    return new Map(
      rows.map(({ companyId, evidencedCertifications, turnoverEvidenced, ...facts }) => [
        companyId,
        withEvidence({ ...facts, insuranceLevel: null }, { evidencedCertifications, turnoverEvidenced }),
      ]),
    );
  }

  /** Replaces a consortium's stored ratings (those at or above the floor). */
  async replaceForConsortium(manager: EntityManager, consortiumId: string, rows: readonly ConsortiumRatingRow[]): Promise<void> {
    await manager.query(`DELETE FROM eligibility.consortium_result WHERE consortium_id = $1`, [consortiumId]);
    await this.insert(manager, rows);
  }

  /** The consortium's stored ratings: tender id → rating and lead rating. */
  async ratingsOfConsortium(manager: EntityManager, consortiumId: string): Promise<Map<string, { rating: number; leadRating: number }>> {
    const rows = (await manager.query(
      `SELECT tender_id AS "tenderId", rating, lead_rating AS "leadRating" FROM eligibility.consortium_result WHERE consortium_id = $1`,
      [consortiumId],
    )) as Array<{ tenderId: string; rating: number; leadRating: number }>;
    return new Map(rows.map((row) => [row.tenderId, { rating: row.rating, leadRating: row.leadRating }]));
  }

  /**
   * Writes a consortium's ratings (all it has now, at every tender it was scored on) against what it had: rows below
   * the floor and rows of tenders no longer listed are deleted, new and changed rows upserted, the rest left alone.
   */
  async writeForConsortium(
    manager: EntityManager,
    consortiumId: string,
    rows: readonly ConsortiumRatingRow[],
    previous: Map<string, { rating: number; leadRating: number }>,
  ): Promise<void> {
    const kept = rows.filter((r) => r.rating >= CONSORTIUM_RESULT_FLOOR);
    const keptIds = new Set(kept.map((r) => r.tenderId));
    const stale = [...previous.keys()].filter((id) => !keptIds.has(id));
    if (stale.length)
      await manager.query(`DELETE FROM eligibility.consortium_result WHERE consortium_id = $1 AND tender_id = ANY($2::uuid[])`, [
        consortiumId,
        stale,
      ]);
    const changed = kept.filter((r) => {
      const before = previous.get(r.tenderId);
      return !before || before.rating !== r.rating || before.leadRating !== r.leadRating;
    });
    if (!changed.length) return;
    await manager.query(
      `INSERT INTO eligibility.consortium_result (consortium_id, tender_id, rating, lead_rating)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::smallint[], $4::smallint[])
       ON CONFLICT (consortium_id, tender_id) DO UPDATE SET rating = EXCLUDED.rating, lead_rating = EXCLUDED.lead_rating, calculated_at = now()`,
      [changed.map((r) => r.consortiumId), changed.map((r) => r.tenderId), changed.map((r) => r.rating), changed.map((r) => r.leadRating)],
    );
  }

  /** Replaces the stored ratings of some tenders (for every consortium). */
  async replaceForTenders(manager: EntityManager, tenderIds: readonly string[], rows: readonly ConsortiumRatingRow[]): Promise<void> {
    await manager.query(`DELETE FROM eligibility.consortium_result WHERE tender_id = ANY($1::uuid[])`, [tenderIds]);
    await this.insert(manager, rows);
  }

  private async insert(manager: EntityManager, rows: readonly ConsortiumRatingRow[]): Promise<void> {
    const kept = rows.filter((r) => r.rating >= CONSORTIUM_RESULT_FLOOR);
    if (!kept.length) return;
    await manager.query(
      `INSERT INTO eligibility.consortium_result (consortium_id, tender_id, rating, lead_rating)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::smallint[], $4::smallint[])`,
      [kept.map((r) => r.consortiumId), kept.map((r) => r.tenderId), kept.map((r) => r.rating), kept.map((r) => r.leadRating)],
    );
  }

  /** The consortium's best stored ratings of open tenders, with the tenders' titles. */
  async bestOpenTenders(consortiumId: string, limit: number, db: Db = this.dataSource) {
    return (await db.query(
      `SELECT r.tender_id AS "tenderId", s.title, s.buyer_name AS "buyerName", s.closing_date AS "closingDate",
              r.rating, r.lead_rating AS "leadRating", r.calculated_at AS "calculatedAt"
         FROM eligibility.consortium_result r JOIN eligibility.tender_summary s ON s.tender_id = r.tender_id
        WHERE r.consortium_id = $1 AND ${OPEN_TENDER_SQL}
        ORDER BY r.rating DESC, s.closing_date NULLS LAST, r.tender_id LIMIT $2`,
      [consortiumId, limit],
    )) as Array<{
      tenderId: string;
      title: string;
      buyerName: string | null;
      closingDate: Date | null;
      rating: number;
      leadRating: number;
      calculatedAt: Date;
    }>;
  }
}
