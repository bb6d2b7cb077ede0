import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { BusinessInfoView } from './business-info.view';

export type { BusinessInfoView } from './business-info.view';

/** `accounts.business_info`: the business facts recorded for a company, one row per recording. */
@Injectable()
export class BusinessInfoRepository {
  constructor(@InjectDataSource('accounts') readonly dataSource: DataSource) {}

  async insert(manager: EntityManager, accountId: string, companyId: string, facts: object): Promise<{ id: string; createdAt: Date }> {
    const [row] = (await manager.query(
      'INSERT INTO accounts.business_info (account_id, company_id, facts) VALUES ($1, $2, $3) RETURNING id, created_at',
      [accountId, companyId, JSON.stringify(facts)],
    )) as Array<{ id: string; created_at: Date }>;
    return { id: row.id, createdAt: row.created_at };
  }

  async latestOf(companyId: string): Promise<BusinessInfoView | null> {
    const [row] = (await this.dataSource.query(
      'SELECT id, facts, created_at FROM accounts.business_info WHERE company_id = $1 ORDER BY created_at DESC LIMIT 1',
      [companyId],
    )) as Array<{ id: string; facts: object; created_at: Date }>;
    return row ? { id: row.id, createdAt: row.created_at.toISOString(), ...row.facts } : null;
  }
}
