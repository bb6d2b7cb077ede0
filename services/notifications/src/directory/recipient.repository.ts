import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { NOTIFICATIONS } from '../notifications.database';
import { Recipient } from './recipient.entity';

const TABLE = `"${NOTIFICATIONS}"."recipient"`;

/** Facts about an account; `undefined` leaves a stored value as it is, `null` clears it. */
export interface RecipientFacts {
  email?: string;
  name?: string | null;
  accountType?: string | null;
  companyId?: string | null;
  companyName?: string | null;
}

const COLUMNS: Record<keyof RecipientFacts, string> = {
  email: 'email',
  name: 'name',
  accountType: 'account_type',
  companyId: 'company_id',
  companyName: 'company_name',
};

/**
 * The recipients read model (`notifications.recipient`). Accounts events arrive on two topics (accounts.account and
 * accounts.partner) whose relative order is not guaranteed, so every write is a partial upsert: it sets only the
 * facts its event carries and never erases what another event taught us.
 */
@Injectable()
export class RecipientRepository {
  constructor(@InjectDataSource(NOTIFICATIONS) private readonly dataSource: DataSource) {}

  /**
   * Records the given facts about an account (in the caller's transaction). A first sighting needs an e-mail address;
   * without one the row is only updated when it exists.
   */
  async record(manager: EntityManager, accountId: string, facts: RecipientFacts): Promise<void> {
    const entries = (Object.keys(COLUMNS) as Array<keyof RecipientFacts>).filter((key) => facts[key] !== undefined);
    if (!entries.length) return;
    const columns = entries.map((key) => COLUMNS[key]);
    const values = entries.map((key) => facts[key] ?? null);
    const sets = columns.map((column, i) => `${column} = $${i + 2}`);
    if (facts.email !== undefined) {
      await manager.query(
        `INSERT INTO ${TABLE} (account_id, ${columns.join(', ')}) VALUES ($1, ${columns.map((_, i) => `$${i + 2}`).join(', ')})
         ON CONFLICT (account_id) DO UPDATE SET ${columns.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}, updated_at = clock_timestamp()`,
        [accountId, ...values],
      );
    } else {
      await manager.query(`UPDATE ${TABLE} SET ${sets.join(', ')}, updated_at = clock_timestamp() WHERE account_id = $1`, [
        accountId,
        ...values,
      ]);
    }
  }

  /** Like {@link record}, but the e-mail is only used when the account is new (a company address must not replace the account's own). */
  async recordWithFallbackEmail(
    manager: EntityManager,
    accountId: string,
    fallbackEmail: string,
    facts: Omit<RecipientFacts, 'email'>,
  ): Promise<void> {
    await manager.query(`INSERT INTO ${TABLE} (account_id, email) VALUES ($1, $2) ON CONFLICT (account_id) DO NOTHING`, [
      accountId,
      fallbackEmail,
    ]);
    await this.record(manager, accountId, { ...facts, email: undefined });
  }

  /** One account, or null (through `manager` to see the caller's own uncommitted writes). */
  findByAccountId(accountId: string, manager: EntityManager = this.dataSource.manager): Promise<Recipient | null> {
    return manager.getRepository(Recipient).findOneBy({ accountId });
  }

  /** The known recipients among these accounts, by account id. */
  async findByAccountIds(accountIds: readonly string[], manager: EntityManager = this.dataSource.manager): Promise<Map<string, Recipient>> {
    if (!accountIds.length) return new Map();
    const rows = await manager.getRepository(Recipient).find({ where: { accountId: In([...accountIds]) } });
    return new Map(rows.map((row) => [row.accountId, row]));
  }

  /** Accounts that belong to a company. */
  findByCompanyId(companyId: string, manager: EntityManager = this.dataSource.manager): Promise<Recipient[]> {
    return manager.getRepository(Recipient).find({ where: { companyId }, order: { accountId: 'ASC' } });
  }
}
