import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { CompanyFacts } from '@jointly/contracts';

/** The SQL over `eligibility.company_facts` (companies' profile facts and uploaded evidence, from accounts' CompanyFactsChanged). */
@Injectable()
export class CompanyFactsStore {
  /** Keeps the company's facts unless newer ones are stored already; answers whether they were applied. */
  async keep(manager: EntityManager, companyId: string, facts: CompanyFacts, changedAt: string): Promise<boolean> {
    const rows = (await manager.query(
      `INSERT INTO eligibility.company_facts AS f
              (company_id, service_categories, regions, certifications, annual_turnover, staff_count, years_trading, changed_at,
               evidenced_certifications, turnover_evidenced)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (company_id) DO UPDATE SET service_categories = EXCLUDED.service_categories, regions = EXCLUDED.regions,
         certifications = EXCLUDED.certifications, annual_turnover = EXCLUDED.annual_turnover, staff_count = EXCLUDED.staff_count,
         years_trading = EXCLUDED.years_trading, changed_at = EXCLUDED.changed_at,
         evidenced_certifications = EXCLUDED.evidenced_certifications, turnover_evidenced = EXCLUDED.turnover_evidenced
       WHERE f.changed_at < EXCLUDED.changed_at
       RETURNING company_id`,
      [
        companyId,
        facts.serviceCategories,
        facts.regions,
        facts.certifications,
        facts.annualTurnover,
        facts.staffCount,
        facts.yearsTrading,
        changedAt,
        // Events from before evidence was published carry none.
        facts.evidencedCertifications ?? [],
        facts.turnoverEvidenced ?? false,
      ],
    )) as unknown[];
    return rows.length > 0;
  }

  /** Records an account's company (AccountRegistered, MembershipChanged) unless a newer change is stored; answers whether applied. */
  async keepAccountCompany(manager: EntityManager, accountId: string, companyId: string | null, changedAt: string): Promise<boolean> {
    const rows = (await manager.query(
      `INSERT INTO eligibility.account_company AS a (account_id, company_id, changed_at) VALUES ($1, $2, $3)
       ON CONFLICT (account_id) DO UPDATE SET company_id = EXCLUDED.company_id, changed_at = EXCLUDED.changed_at
       WHERE a.changed_at < EXCLUDED.changed_at
       RETURNING account_id`,
      [accountId, companyId, changedAt],
    )) as unknown[];
    return rows.length > 0;
  }

  /**
   * The accounts of a company now: members by `account_company`, and accounts that saved criteria in it and whose
   * company is not known to have changed since.
   */
  async accountsOf(manager: EntityManager, companyId: string): Promise<string[]> {
    const rows = (await manager.query(
      `SELECT m.account_id AS id FROM eligibility.account_company m WHERE m.company_id = $1
       UNION
       SELECT u.account_id FROM eligibility.user_criteria u
        WHERE u.company_id = $1 AND NOT EXISTS (SELECT 1 FROM eligibility.account_company m WHERE m.account_id = u.account_id)
       ORDER BY 1`,
      [companyId],
    )) as Array<{ id: string }>;
    return rows.map((row) => row.id);
  }
}
