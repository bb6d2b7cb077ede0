import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { isUuid } from '@jointly/common/http';

export interface DirectoryAccount {
  accountId: string;
  accountType: string;
  name: string | null;
  email: string | null;
  companyId: string | null;
  companyName: string | null;
}

type Db = DataSource | EntityManager;

/** Reads of `account_directory`, kept from accounts' events (never the accounts schema). */
@Injectable()
export class AccountDirectory {
  constructor(@InjectDataSource('bids') private readonly dataSource: DataSource) {}

  async get(accountId: string, db: Db = this.dataSource): Promise<DirectoryAccount | null> {
    if (!isUuid(accountId)) return null;
    const rows = (await db.query(
      `SELECT account_id AS "accountId", account_type AS "accountType", name, email, company_id AS "companyId", company_name AS "companyName"
         FROM bids.account_directory WHERE account_id = $1`,
      [accountId],
    )) as DirectoryAccount[];
    return rows[0] ?? null;
  }

  /** The name of a company as the directory knows it (any of its accounts), or null. */
  async companyName(companyId: string | null, db: Db = this.dataSource): Promise<string | null> {
    if (!companyId) return null;
    const rows = (await db.query(`SELECT max(company_name) AS name FROM bids.account_directory WHERE company_id = $1`, [
      companyId,
    ])) as Array<{
      name: string | null;
    }>;
    return rows[0]?.name ?? null;
  }
}
