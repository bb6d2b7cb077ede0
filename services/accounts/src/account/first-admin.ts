import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '@jointly/common/config';
import { hashPassword } from '../identity/password-hasher';
import { normaliseEmail } from './account.entity';

/** Creates the first admin from ADMIN_EMAIL and ADMIN_PASSWORD on start, once; an existing account is left as it is. */
@Injectable()
export class FirstAdmin implements OnApplicationBootstrap {
  private readonly logger = new Logger('accounts');

  constructor(
    @InjectDataSource('accounts') private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.adminEmail || !this.config.adminPassword) return;
    const email = normaliseEmail(this.config.adminEmail);
    const passwordHash = await hashPassword(this.config.adminPassword);
    const created = (await this.dataSource.query(
      `INSERT INTO accounts.account (email, password_hash, account_type, name, email_verified_at)
       VALUES ($1, $2, 'admin', 'Administrator', now()) ON CONFLICT (email) DO NOTHING RETURNING id`,
      [email, passwordHash],
    )) as unknown[];
    if (created.length) this.logger.log(`created the first admin ${email}`);
  }
}
