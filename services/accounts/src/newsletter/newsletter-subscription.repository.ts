import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

/** `accounts.newsletter_subscription`: one row per subscribed address. */
@Injectable()
export class NewsletterSubscriptionRepository {
  constructor(@InjectDataSource('accounts') readonly dataSource: DataSource) {}

  /** True when the address was not subscribed yet. */
  async insert(manager: EntityManager, email: string): Promise<boolean> {
    const inserted = (await manager.query(
      'INSERT INTO accounts.newsletter_subscription (email) VALUES ($1) ON CONFLICT (email) DO NOTHING RETURNING email',
      [email],
    )) as unknown[];
    return inserted.length > 0;
  }
}
