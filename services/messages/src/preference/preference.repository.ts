import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** The SQL over `messages.preference` (one row per account that changed its setting; no row: digests on). */
@Injectable()
export class PreferenceRepository {
  constructor(@InjectDataSource('messages') private readonly dataSource: DataSource) {}

  async emailDigests(accountId: string): Promise<boolean> {
    const rows = (await this.dataSource.query('SELECT email_digests FROM messages.preference WHERE account_id = $1', [
      accountId,
    ])) as Array<{
      email_digests: boolean;
    }>;
    return rows[0]?.email_digests ?? true;
  }

  async setEmailDigests(accountId: string, emailDigests: boolean): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO messages.preference (account_id, email_digests) VALUES ($1, $2)
       ON CONFLICT (account_id) DO UPDATE SET email_digests = EXCLUDED.email_digests`,
      [accountId, emailDigests],
    );
  }
}
