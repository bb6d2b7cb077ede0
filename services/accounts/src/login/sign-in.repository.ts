import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { entityColumnsSql, entityFromRow } from '@jointly/common/database';
import { Account } from '../account/account.entity';
import { Partner } from '../partner/partner.entity';

/**
 * What a sign-in reads: the account by e-mail and its company, as one SELECT the rate limiter runs in the statement
 * that counts the attempt (see RateLimiter.hitEachAndRead).
 */
@Injectable()
export class SignInRepository {
  constructor(@InjectDataSource('accounts') private readonly dataSource: DataSource) {}

  /** The SELECT (at most one row) of the account with this normalised e-mail and its company; `$first` is the e-mail. */
  readByEmail(email: string, first: number): { sql: string; params: unknown[] } {
    return {
      sql: `SELECT ${entityColumnsSql(this.dataSource, Account, 'a', 'a_')}, ${entityColumnsSql(this.dataSource, Partner, 'p', 'p_')}
              FROM accounts.account a LEFT JOIN accounts.partner p ON p.id = a.company_id
             WHERE a.email = $${first}`,
      params: [email],
    };
  }

  fromRow(row: Record<string, unknown> | null): { account: Account | null; partner: Partner | null } {
    return { account: entityFromRow(this.dataSource, Account, row, 'a_'), partner: entityFromRow(this.dataSource, Partner, row, 'p_') };
  }
}
