import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AccountEvents, type MembershipChangeReason } from '@jointly/contracts';
import { CompanyMemberships, type AuthenticatedUser, type CurrentMembership, type MembershipCheck } from '@jointly/common/auth';
import { OutboxService, createEvent } from '@jointly/common/events';
import { Account, type AccountStatus } from './account.entity';

/** How long a membership read from the account table is reused for the guard. */
const CACHE_MS = 2000;

/**
 * The one place an account's company or status changes, and the guard's authoritative membership check. Every change
 * updates the account row and publishes MembershipChanged or AccountStatusChanged in the same transaction; every
 * other service keeps the latest from those events. The guard reads the account row on each request (briefly cached,
 * and never cached across a change made in this process), so in accounts, and in the all-in-one process where
 * accounts answers for every module, a removed member loses the company's data with the very next request.
 */
@Injectable()
export class AccountMemberships implements MembershipCheck, OnModuleInit {
  private readonly cache = new Map<string, { membership: CurrentMembership | undefined; at: number }>();
  /** Accounts changed in this process lately: read from the table until their transaction has surely committed. */
  private readonly changed = new Map<string, number>();

  constructor(
    @InjectDataSource('accounts') private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly memberships: CompanyMemberships,
  ) {}

  onModuleInit(): void {
    this.memberships.use(this);
  }

  async current(user: AuthenticatedUser): Promise<CurrentMembership | undefined> {
    const now = Date.now();
    const changedAt = this.changed.get(user.id);
    if (changedAt !== undefined && now - changedAt >= CACHE_MS) this.changed.delete(user.id);
    const cached = this.cache.get(user.id);
    if (cached && now - cached.at < CACHE_MS && !this.changed.has(user.id)) return cached.membership;
    const [row] = (await this.dataSource.query('SELECT company_id, status FROM accounts.account WHERE id = $1', [user.id])) as Array<{
      company_id: string | null;
      status: AccountStatus;
    }>;
    // An account accounts does not know (tokens minted for other services' tests) keeps its claims.
    const membership = row && { companyId: row.company_id, suspended: row.status !== 'active' };
    if (this.cache.size > 50_000) this.cache.clear();
    // Not cached while a change of this account may still be committing (the read may predate it).
    if (!this.changed.has(user.id)) this.cache.set(user.id, { membership, at: now });
    return membership;
  }

  /** Moves an account to another company (or none) and tells every service. */
  async changeCompany(
    manager: EntityManager,
    change: { accountId: string; from: string | null; to: string | null; reason: MembershipChangeReason; actorId: string },
  ): Promise<void> {
    this.touch(change.accountId);
    await manager.update(Account, { id: change.accountId }, { companyId: change.to });
    await this.outbox.add(
      manager,
      createEvent(AccountEvents.MembershipChanged, {
        aggregateId: change.accountId,
        actorId: change.actorId,
        payload: { accountId: change.accountId, companyId: change.to, previousCompanyId: change.from, reason: change.reason },
      }),
    );
  }

  /** Suspends or reactivates an account and tells every service (suspension also revokes its sessions). */
  async changeStatus(manager: EntityManager, change: { accountId: string; status: AccountStatus; actorId: string }): Promise<void> {
    this.touch(change.accountId);
    await manager.update(Account, { id: change.accountId }, { status: change.status });
    await this.outbox.add(
      manager,
      createEvent(AccountEvents.AccountStatusChanged, {
        aggregateId: change.accountId,
        actorId: change.actorId,
        payload: { accountId: change.accountId, status: change.status },
      }),
    );
  }

  private touch(accountId: string): void {
    this.cache.delete(accountId);
    this.changed.set(accountId, Date.now());
  }
}
