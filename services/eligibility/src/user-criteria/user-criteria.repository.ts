import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, type DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
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

const FACT_COLUMNS = `account_id AS "accountId", service_categories AS "serviceCategories", regions,
  annual_turnover::float8 AS "annualTurnover", years_trading AS "yearsTrading", staff_count AS "staffCount", certifications,
  insurance_level::float8 AS "insuranceLevel"`;

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

  /** The facts of every account that saved criteria (what a tender is rated against), by account id. */
  async findAllFacts(manager?: EntityManager): Promise<AccountFacts[]> {
    return (await (manager ?? this.dataSource).query(
      `SELECT ${FACT_COLUMNS} FROM eligibility.user_criteria ORDER BY account_id`,
    )) as AccountFacts[];
  }

  /** The company an account saved its criteria for, or null. */
  async companyOf(accountId: string, manager?: EntityManager): Promise<string | null> {
    const rows = (await (manager ?? this.dataSource).query(
      `SELECT company_id AS "companyId" FROM eligibility.user_criteria WHERE account_id = $1`,
      [accountId],
    )) as Array<{ companyId: string | null }>;
    return rows[0]?.companyId ?? null;
  }

  /** One account's facts, or null when it saved none. */
  async findFacts(accountId: string, manager?: EntityManager): Promise<AccountFacts | null> {
    const rows = (await (manager ?? this.dataSource).query(`SELECT ${FACT_COLUMNS} FROM eligibility.user_criteria WHERE account_id = $1`, [
      accountId,
    ])) as AccountFacts[];
    return rows[0] ?? null;
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
