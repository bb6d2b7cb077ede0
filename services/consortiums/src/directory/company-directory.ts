import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { Invitee } from '../consortium/consortium-rules';

export interface PartnerCompany {
  companyId: string;
  companyName: string;
  ownerAccountId: string;
}

type Db = DataSource | EntityManager;

/**
 * Reads of the local directory kept from accounts' events: approved partner companies (`partner_company`) and the
 * company each account belongs to (`company_account`). Never reads the accounts schema.
 */
@Injectable()
export class CompanyDirectory {
  constructor(@InjectDataSource('consortiums') private readonly dataSource: DataSource) {}

  async approvedPartner(companyId: string, db: Db = this.dataSource): Promise<PartnerCompany | null> {
    const rows = (await db.query(
      `SELECT company_id AS "companyId", company_name AS "companyName", owner_account_id AS "ownerAccountId"
         FROM consortiums.partner_company WHERE company_id = $1`,
      [companyId],
    )) as PartnerCompany[];
    return rows[0] ?? null;
  }

  /** The company of an account: its membership, else the partner company it owns; null when unknown. */
  async companyOfAccount(accountId: string, db: Db = this.dataSource): Promise<string | null> {
    const rows = (await db.query(
      `SELECT company_id AS "companyId" FROM consortiums.company_account WHERE account_id = $1
       UNION ALL
       SELECT company_id FROM consortiums.partner_company WHERE owner_account_id = $1
       LIMIT 1`,
      [accountId],
    )) as Array<{ companyId: string }>;
    return rows[0]?.companyId ?? null;
  }

  /**
   * Whom `account` names in an invitation: an approved partner company's id (its owner receives it), or an account
   * that owns or belongs to a company. `approved` says whether that company is an approved partner.
   */
  async invitee(account: string, db: Db = this.dataSource): Promise<(Invitee & { accountId: string }) | null> {
    const company = await this.approvedPartner(account, db);
    if (company)
      return { companyId: company.companyId, companyName: company.companyName, accountId: company.ownerAccountId, approved: true };
    const companyId = await this.companyOfAccount(account, db);
    if (!companyId) return null;
    const partner = await this.approvedPartner(companyId, db);
    return { companyId, companyName: partner?.companyName ?? 'This company', accountId: account, approved: partner !== null };
  }
}
