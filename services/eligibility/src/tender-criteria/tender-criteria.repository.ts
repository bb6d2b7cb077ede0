import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { TenderRequirement } from '@jointly/contracts';
import { ELIGIBILITY } from '../eligibility.database';
import { OPEN_TENDER_SQL } from '../tender-summary/tender-summary.store';
import { TenderCriteria } from './tender-criteria.entity';

type Db = DataSource | EntityManager;

/** The SQL over `eligibility.tender_criteria`. */
@Injectable()
export class TenderCriteriaRepository {
  constructor(@InjectDataSource(ELIGIBILITY) private readonly dataSource: DataSource) {}

  private rows(db: Db = this.dataSource) {
    return db.getRepository(TenderCriteria).createQueryBuilder('c');
  }

  findById(id: string, db: Db = this.dataSource): Promise<TenderCriteria | null> {
    return this.rows(db).where('c.id = :id', { id }).getOne();
  }

  /** The criteria of these tenders, per tender oldest first. */
  findByTenderIds(tenderIds: string[], db: Db = this.dataSource): Promise<TenderCriteria[]> {
    if (!tenderIds.length) return Promise.resolve([]);
    return this.rows(db)
      .where('c.tenderId IN (:...tenderIds)', { tenderIds })
      .orderBy('c.tenderId')
      .addOrderBy('c.createdAt')
      .addOrderBy('c.id')
      .getMany();
  }

  /** A page of all criteria, newest first (the search without a tender). */
  async findPage(offset: number, limit: number): Promise<{ items: TenderCriteria[]; total: number }> {
    const [items, total] = await this.rows().orderBy('c.updatedAt', 'DESC').addOrderBy('c.id').skip(offset).take(limit).getManyAndCount();
    return { items, total };
  }

  /** Requirement sets of every open tender that has criteria, by tender id. */
  async findSetsOfOpenTenders(db: Db = this.dataSource): Promise<Map<string, TenderRequirement[][]>> {
    const rows = (await db.query(
      `SELECT c.tender_id AS "tenderId", c.requirements FROM eligibility.tender_criteria c
         JOIN eligibility.tender_summary s ON s.tender_id = c.tender_id
        WHERE ${OPEN_TENDER_SQL}`,
    )) as Array<{ tenderId: string; requirements: TenderRequirement[] }>;
    const sets = new Map<string, TenderRequirement[][]>();
    for (const row of rows) sets.set(row.tenderId, [...(sets.get(row.tenderId) ?? []), row.requirements]);
    return sets;
  }

  /**
   * Creates the criteria of a tender's lot, or replaces the requirements of the existing ones (one set per tender and
   * lot). `created` says which.
   */
  async upsert(
    manager: EntityManager,
    input: { tenderId: string; lot: string | null; requirements: TenderRequirement[]; createdBy: string },
  ): Promise<{ criteria: TenderCriteria; created: boolean }> {
    const rows = (await manager.query(
      `INSERT INTO eligibility.tender_criteria (tender_id, lot, requirements, created_by) VALUES ($1, $2, $3::jsonb, $4)
       ON CONFLICT (tender_id, coalesce(lot, '')) DO UPDATE SET requirements = EXCLUDED.requirements, updated_at = now()
       RETURNING id, (xmax = 0) AS created`,
      [input.tenderId, input.lot, JSON.stringify(input.requirements), input.createdBy],
    )) as Array<{ id: string; created: boolean }>;
    const criteria = await this.rows(manager).where('c.id = :id', { id: rows[0].id }).getOneOrFail();
    return { criteria, created: rows[0].created };
  }
}
