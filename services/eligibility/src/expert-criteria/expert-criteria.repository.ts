import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, type DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import type { ExpertAvailability } from '@jointly/contracts';
import type { CriteriaAdminQuery } from '../shared/criteria-admin-query';
import { likePattern } from '../shared/like-pattern';
import { ELIGIBILITY } from '../eligibility.database';
import { ExpertCriteria, type ExpertCriteriaFacts } from './expert-criteria.entity';

/** Filters of the expert directory; each list matches any of its values, all given filters must match. */
export interface ExpertDirectoryFilter {
  /** Skill words: an entry matches when one of its tags contains one of them (ignoring case). */
  expertise?: string[];
  /** CPV divisions. */
  sectors?: string[];
  /** Region names (ignoring case). */
  regions?: string[];
  availability?: ExpertAvailability[];
  accountIds?: string[];
}

const SORT_COLUMNS = { id: 'c.id', updatedAt: 'c.updatedAt', createdAt: 'c.createdAt' } as const;

/** The SQL over `eligibility.expert_criteria`. */
@Injectable()
export class ExpertCriteriaRepository {
  constructor(@InjectDataSource(ELIGIBILITY) private readonly dataSource: DataSource) {}

  private rows(manager?: EntityManager): SelectQueryBuilder<ExpertCriteria> {
    return (manager ?? this.dataSource.manager).getRepository(ExpertCriteria).createQueryBuilder('c');
  }

  findById(id: string): Promise<ExpertCriteria | null> {
    return this.rows().where('c.id = :id', { id }).getOne();
  }

  /** The entry, locked for the rest of the caller's transaction. */
  findByIdForUpdate(manager: EntityManager, id: string): Promise<ExpertCriteria | null> {
    return this.rows(manager).setLock('pessimistic_write').where('c.id = :id', { id }).getOne();
  }

  /** Inserts the expert's entry; null when the account already has one (the unique account_id decides, even in a race). */
  async insert(manager: EntityManager, accountId: string, facts: ExpertCriteriaFacts): Promise<ExpertCriteria | null> {
    const result = await manager
      .createQueryBuilder()
      .insert()
      .into(ExpertCriteria)
      .values({ accountId, ...facts, createdAt: () => 'now()', updatedAt: () => 'now()' })
      .orIgnore()
      .returning('id')
      .execute();
    const id = (result.raw as Array<{ id: string }>)[0]?.id;
    return id ? this.rows(manager).where('c.id = :id', { id }).getOneOrFail() : null;
  }

  async update(manager: EntityManager, id: string, facts: ExpertCriteriaFacts): Promise<ExpertCriteria> {
    await manager
      .createQueryBuilder()
      .update(ExpertCriteria)
      .set({ ...facts, updatedAt: () => 'now()' })
      .where('id = :id', { id })
      .execute();
    return this.rows(manager).where('c.id = :id', { id }).getOneOrFail();
  }

  /** A page of the directory, most recently updated first, and the number of matching entries. */
  async findPage(filter: ExpertDirectoryFilter, offset: number, limit: number): Promise<{ items: ExpertCriteria[]; total: number }> {
    const qb = this.rows();
    if (filter.accountIds?.length) qb.andWhere('c.accountId IN (:...accountIds)', { accountIds: filter.accountIds });
    if (filter.availability?.length) qb.andWhere('c.availability IN (:...availability)', { availability: filter.availability });
    if (filter.sectors?.length) qb.andWhere('c.sectors && :sectors::text[]', { sectors: filter.sectors });
    if (filter.regions?.length)
      qb.andWhere('EXISTS (SELECT 1 FROM unnest(c.regions) AS region WHERE lower(region) = ANY(:regions::text[]))', {
        regions: filter.regions.map((r) => r.toLowerCase()),
      });
    if (filter.expertise?.length)
      qb.andWhere(
        new Brackets((any) =>
          filter.expertise!.forEach((word, index) =>
            any.orWhere(`EXISTS (SELECT 1 FROM unnest(c.expertise) AS tag WHERE tag ILIKE :skill${index} ESCAPE '\\')`, {
              [`skill${index}`]: likePattern(word),
            }),
          ),
        ),
      );
    const [items, total] = await qb.orderBy('c.updatedAt', 'DESC').addOrderBy('c.id', 'ASC').skip(offset).take(limit).getManyAndCount();
    return { items, total };
  }

  /** Every entry that names a sector or a region (the others cannot fit any work): the candidates of expert matching. */
  findMatchable(): Promise<ExpertCriteria[]> {
    return this.rows().where('cardinality(c.sectors) > 0 OR cardinality(c.regions) > 0').orderBy('c.id').getMany();
  }

  /** The console's list: filters id, accountId and q (headline and expertise tags). */
  async findForAdmin(query: CriteriaAdminQuery): Promise<{ items: ExpertCriteria[]; total: number }> {
    const qb = this.rows();
    const { ids, accountIds, q } = query.filter;
    if (ids) qb.andWhere('c.id IN (:...ids)', { ids });
    if (accountIds) qb.andWhere('c.accountId IN (:...accountIds)', { accountIds });
    if (q)
      qb.andWhere(
        new Brackets((text) =>
          text
            .where(`c.headline ILIKE :q ESCAPE '\\'`)
            .orWhere(`EXISTS (SELECT 1 FROM unnest(c.expertise) AS tag WHERE tag ILIKE :q ESCAPE '\\')`),
        ),
        { q: likePattern(q) },
      );
    const [items, total] = await qb
      .orderBy(SORT_COLUMNS[query.sort.field], query.sort.order)
      .addOrderBy('c.id', query.sort.order)
      .skip(query.offset)
      .take(query.limit)
      .getManyAndCount();
    return { items, total };
  }
}
