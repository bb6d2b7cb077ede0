import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { readWriteHorizon } from '@jointly/common/read-models';
import { Brackets, type DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { withCompanyProfile, withEvidence } from '../scoring/company-profile-facts';
import type { ProviderFacts } from '../scoring/provider-facts';
import type { CriteriaAdminQuery } from '../shared/criteria-admin-query';
import { likePattern } from '../shared/like-pattern';
import { ELIGIBILITY } from '../eligibility.database';
import { UserCriteria, type UserCriteriaFacts } from './user-criteria.entity';

/** Which rows of user criteria a search covers. */
export interface UserCriteriaScope {
  /** Only these accounts. */
  accountIds?: string[];
  /** Only rows of this account or (when set) this company: a non-admin's own view. */
  visibleTo?: { accountId: string; companyId: string | null };
}

/** An account's facts as scoring reads them. */
export interface AccountFacts extends ProviderFacts {
  accountId: string;
}

/**
 * Every account eligibility rates, with its company: accounts that saved criteria (their current company from
 * `account_company`, else the one they saved in) and members of companies whose profile facts are known.
 */
/** A company profile that states at least one fact (an empty one, as a new company's, is as good as unknown). */
const statesFacts = (f: string) =>
  `(cardinality(${f}.service_categories) > 0 OR cardinality(${f}.regions) > 0 OR cardinality(${f}.certifications) > 0
    OR cardinality(${f}.evidenced_certifications) > 0 OR ${f}.annual_turnover IS NOT NULL OR ${f}.staff_count IS NOT NULL OR ${f}.years_trading IS NOT NULL)`;

const RATED_ACCOUNTS = `
  SELECT u.account_id, CASE WHEN m.account_id IS NULL THEN u.company_id ELSE m.company_id END AS company_id
    FROM eligibility.user_criteria u LEFT JOIN eligibility.account_company m ON m.account_id = u.account_id
  UNION
  SELECT m.account_id, m.company_id
    FROM eligibility.account_company m JOIN eligibility.company_facts f ON f.company_id = m.company_id AND ${statesFacts('f')}`;

/** The criteria form's answers (u_*) and the company profile's facts (p_*) of each rated account. */
const MERGED_FACTS = `SELECT x.account_id AS "accountId",
    u.account_id IS NOT NULL AS "hasAnswers", u.service_categories AS "uCategories", u.regions AS "uRegions",
    u.annual_turnover::float8 AS "uTurnover", u.years_trading AS "uYears", u.staff_count AS "uStaff", u.certifications AS "uCertifications",
    u.insurance_level::float8 AS "uInsurance",
    p.company_id IS NOT NULL AS "hasProfile", p.service_categories AS "pCategories", p.regions AS "pRegions",
    p.annual_turnover::float8 AS "pTurnover", p.years_trading AS "pYears", p.staff_count AS "pStaff", p.certifications AS "pCertifications",
    p.evidenced_certifications AS "pEvidenced", p.turnover_evidenced AS "pTurnoverEvidenced"
  FROM (${RATED_ACCOUNTS}) x
  LEFT JOIN eligibility.user_criteria u ON u.account_id = x.account_id
  LEFT JOIN eligibility.company_facts p ON p.company_id = x.company_id AND ${statesFacts('p')}`;

interface MergedRow {
  accountId: string;
  hasAnswers: boolean;
  uCategories: string[];
  uRegions: string[];
  uTurnover: number | null;
  uYears: number | null;
  uStaff: number | null;
  uCertifications: string[];
  uInsurance: number | null;
  hasProfile: boolean;
  pCategories: string[];
  pRegions: string[];
  pTurnover: number | null;
  pYears: number | null;
  pStaff: number | null;
  pCertifications: string[];
  pEvidenced: string[];
  pTurnoverEvidenced: boolean;
}

function mergedFacts(row: MergedRow): AccountFacts | null {
  const answers: ProviderFacts | null = row.hasAnswers
    ? {
        serviceCategories: row.uCategories,
        regions: row.uRegions,
        annualTurnover: row.uTurnover,
        yearsTrading: row.uYears,
        staffCount: row.uStaff,
        certifications: row.uCertifications,
        insuranceLevel: row.uInsurance,
      }
    : null;
  const profile: ProviderFacts | null = row.hasProfile
    ? withEvidence(
        {
          serviceCategories: row.pCategories,
          regions: row.pRegions,
          annualTurnover: row.pTurnover,
          yearsTrading: row.pYears,
          staffCount: row.pStaff,
          certifications: row.pCertifications,
          insuranceLevel: null,
        },
        { evidencedCertifications: row.pEvidenced, turnoverEvidenced: row.pTurnoverEvidenced },
      )
    : null;
  const facts = withCompanyProfile(profile, answers);
  return facts ? { accountId: row.accountId, ...facts } : null;
}

const SORT_COLUMNS = { id: 'c.id', updatedAt: 'c.updatedAt', createdAt: 'c.createdAt' } as const;

/** The SQL over `eligibility.user_criteria`. */
@Injectable()
export class UserCriteriaRepository {
  constructor(@InjectDataSource(ELIGIBILITY) private readonly dataSource: DataSource) {}

  private rows(manager?: EntityManager): SelectQueryBuilder<UserCriteria> {
    return (manager ?? this.dataSource.manager).getRepository(UserCriteria).createQueryBuilder('c');
  }

  findById(id: string): Promise<UserCriteria | null> {
    return this.rows().where('c.id = :id', { id }).getOne();
  }

  /** The account's row, locked for the rest of the caller's transaction. */
  findByAccountIdForUpdate(manager: EntityManager, accountId: string): Promise<UserCriteria | null> {
    return this.rows(manager).setLock('pessimistic_write').where('c.accountId = :accountId', { accountId }).getOne();
  }

  findByAccountIds(accountIds: string[]): Promise<UserCriteria[]> {
    return this.rows().where('c.accountId IN (:...accountIds)', { accountIds }).getMany();
  }

  /**
   * The facts of every rated account (saved criteria, or a member of a company whose profile facts are known; the
   * two merged by withCompanyProfile), by account id: what a tender is rated against.
   */
  async findAllFacts(manager?: EntityManager): Promise<AccountFacts[]> {
    const rows = (await (manager ?? this.dataSource).query(`${MERGED_FACTS} ORDER BY x.account_id`)) as MergedRow[];
    return rows.flatMap((row) => mergedFacts(row) ?? []);
  }

  /** The write horizon now (`readWriteHorizon`): a catch-up's, read before the rows it stands for. */
  writeHorizon(): Promise<string> {
    return readWriteHorizon(this.dataSource);
  }

  /** Accounts whose facts may have changed from rows written at or after the horizon (answers, company, profile). */
  async accountsWrittenSince(horizon: string): Promise<string[]> {
    const rows = (await this.dataSource.query(
      `WITH profiles AS (SELECT company_id FROM eligibility.company_facts WHERE written_xid >= $1::xid8)
       SELECT account_id AS id FROM eligibility.user_criteria WHERE written_xid >= $1::xid8
       UNION SELECT account_id FROM eligibility.account_company WHERE written_xid >= $1::xid8
       UNION SELECT account_id FROM eligibility.user_criteria WHERE company_id IN (SELECT company_id FROM profiles)
       UNION SELECT account_id FROM eligibility.account_company WHERE company_id IN (SELECT company_id FROM profiles)`,
      [horizon],
    )) as Array<{ id: string }>;
    return rows.map((row) => row.id);
  }

  /** The facts of these accounts (those still rated), read outside any transaction. */
  async findFactsOf(accountIds: readonly string[]): Promise<AccountFacts[]> {
    if (!accountIds.length) return [];
    const rows = (await this.dataSource.query(`${MERGED_FACTS} WHERE x.account_id = ANY($1::uuid[])`, [accountIds])) as MergedRow[];
    return rows.flatMap((row) => mergedFacts(row) ?? []);
  }

  /** The account's company now: by `account_company` (accounts' events), else the one it saved its criteria in (null: none known). */
  async currentCompanyOf(accountId: string, manager?: EntityManager): Promise<string | null> {
    const rows = (await (manager ?? this.dataSource).query(
      `SELECT CASE WHEN m.account_id IS NULL THEN u.company_id ELSE m.company_id END AS "companyId"
         FROM (SELECT $1::uuid AS id) a
         LEFT JOIN eligibility.account_company m ON m.account_id = a.id
         LEFT JOIN eligibility.user_criteria u ON u.account_id = a.id`,
      [accountId],
    )) as Array<{ companyId: string | null }>;
    return rows[0]?.companyId ?? null;
  }

  /** The company an account saved its criteria for, or null. */
  async companyOf(accountId: string, manager?: EntityManager): Promise<string | null> {
    const rows = (await (manager ?? this.dataSource).query(
      `SELECT company_id AS "companyId" FROM eligibility.user_criteria WHERE account_id = $1`,
      [accountId],
    )) as Array<{ companyId: string | null }>;
    return rows[0]?.companyId ?? null;
  }

  /** One account's facts (its answers merged with its company's profile), or null when neither is known. */
  async findFacts(accountId: string, manager?: EntityManager): Promise<AccountFacts | null> {
    const rows = (await (manager ?? this.dataSource).query(`${MERGED_FACTS} WHERE x.account_id = $1`, [accountId])) as MergedRow[];
    return rows[0] ? mergedFacts(rows[0]) : null;
  }

  /**
   * Inserts the account's row; null when another request created it first (the caller then updates that one).
   */
  async insert(
    manager: EntityManager,
    accountId: string,
    companyId: string | null,
    facts: UserCriteriaFacts,
  ): Promise<UserCriteria | null> {
    const result = await manager
      .createQueryBuilder()
      .insert()
      .into(UserCriteria)
      .values({ accountId, companyId, ...facts, createdAt: () => 'now()', updatedAt: () => 'now()' })
      .orIgnore()
      .returning('id')
      .execute();
    const id = (result.raw as Array<{ id: string }>)[0]?.id;
    return id ? this.rows(manager).where('c.id = :id', { id }).getOneOrFail() : null;
  }

  async update(manager: EntityManager, id: string, companyId: string | null, facts: UserCriteriaFacts): Promise<UserCriteria> {
    await manager
      .createQueryBuilder()
      .update(UserCriteria)
      .set({ companyId, ...facts, updatedAt: () => 'now()' })
      .where('id = :id', { id })
      .execute();
    return this.rows(manager).where('c.id = :id', { id }).getOneOrFail();
  }

  /** A page of the search, most recently updated first, and the number of rows in scope. */
  async findPage(scope: UserCriteriaScope, offset: number, limit: number): Promise<{ items: UserCriteria[]; total: number }> {
    const qb = this.rows();
    if (scope.accountIds) qb.andWhere('c.accountId IN (:...accountIds)', { accountIds: scope.accountIds });
    if (scope.visibleTo) {
      const { accountId, companyId } = scope.visibleTo;
      qb.andWhere(
        new Brackets((own) => {
          own.where('c.accountId = :ownAccountId', { ownAccountId: accountId });
          if (companyId) own.orWhere('c.companyId = :ownCompanyId', { ownCompanyId: companyId });
        }),
      );
    }
    const [items, total] = await qb.orderBy('c.updatedAt', 'DESC').addOrderBy('c.id', 'ASC').skip(offset).take(limit).getManyAndCount();
    return { items, total };
  }

  /** The console's list: filters id, accountId and q (service categories and certifications). */
  async findForAdmin(query: CriteriaAdminQuery): Promise<{ items: UserCriteria[]; total: number }> {
    const qb = this.rows();
    const { ids, accountIds, q } = query.filter;
    if (ids) qb.andWhere('c.id IN (:...ids)', { ids });
    if (accountIds) qb.andWhere('c.accountId IN (:...accountIds)', { accountIds });
    if (q)
      qb.andWhere(`EXISTS (SELECT 1 FROM unnest(c.service_categories || c.certifications) AS item WHERE item ILIKE :q ESCAPE '\\')`, {
        q: likePattern(q),
      });
    const [items, total] = await qb
      .orderBy(SORT_COLUMNS[query.sort.field], query.sort.order)
      .addOrderBy('c.id', query.sort.order)
      .skip(query.offset)
      .take(query.limit)
      .getManyAndCount();
    return { items, total };
  }
}
