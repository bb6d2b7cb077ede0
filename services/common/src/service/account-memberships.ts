import { Inject, Injectable, type OnModuleInit, type Provider } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource, EntityManager, MigrationInterface, QueryRunner } from 'typeorm';
import { AccountEvents, type AccountStatusChanged, type EventEnvelope, type MembershipChanged } from '@jointly/contracts';
import { CompanyMemberships, type AuthenticatedUser, type CurrentMembership, type MembershipCheck } from '../auth';
import { registerSharedMigration } from '../database';
import { EventConsumer, afterCommit, type EventConsumerHandler } from '../events';

/**
 * Every service's view of who belongs to which company now. Accounts publishes MembershipChanged (company created,
 * joined, member removed, left) and AccountStatusChanged (suspended, reactivated); each other service keeps the
 * latest of each per account in its own `account_membership` table, and the global guard (via
 * {@link CompanyMemberships}) overrides an access token's company claim with it whenever the change is not older than
 * the token, and answers 456 for a token issued before a suspension. A token newer than every change it knows of
 * (a member who joined a moment ago, before the event arrived here) keeps its claims.
 */
const table = (schema: string) => `"${schema.replace(/"/g, '""')}".account_membership`;
/** How long a row read from the table is trusted (a change consumed by another replica shows within this). */
const CACHE_MS = 3000;

interface Row {
  companyId: string | null;
  companyChangedAtMs: number | null;
  status: 'active' | 'suspended';
  statusChangedAtMs: number | null;
}

interface RawRow {
  company_id: string | null;
  company_changed_at: Date | null;
  status: Row['status'];
  status_changed_at: Date | null;
}
const RETURNED = 'company_id, company_changed_at, status, status_changed_at';
const rowFrom = (raw: RawRow): Row => ({
  companyId: raw.company_id,
  companyChangedAtMs: raw.company_changed_at ? new Date(raw.company_changed_at).getTime() : null,
  status: raw.status,
  statusChangedAtMs: raw.status_changed_at ? new Date(raw.status_changed_at).getTime() : null,
});

registerSharedMigration((schema) => {
  return class AuthAccountMemberships1766300000000 implements MigrationInterface {
    readonly name = 'AuthAccountMemberships1766300000000';
    async up(runner: QueryRunner): Promise<void> {
      await runner.query(`CREATE TABLE IF NOT EXISTS ${table(schema)} (
        account_id uuid PRIMARY KEY,
        company_id uuid,
        company_changed_at timestamptz,
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended')),
        status_changed_at timestamptz
      )`);
    }
    async down(runner: QueryRunner): Promise<void> {
      await runner.query(`DROP TABLE IF EXISTS ${table(schema)}`);
    }
  };
});

/** What the guard should believe, from the latest known changes and the time the token was issued. */
export function membershipFor(user: AuthenticatedUser, row: Row | undefined): CurrentMembership | undefined {
  if (!row) return undefined;
  const issuedAt = user.issuedAtMs ?? 0;
  // `iat` has whole seconds: a change in the token's own second counts as after it (fail closed; the event that
  // brought the token's claims arrives moments later).
  const companyChanged = row.companyChangedAtMs !== null && row.companyChangedAtMs >= issuedAt;
  const suspended = row.status === 'suspended' && row.statusChangedAtMs !== null && row.statusChangedAtMs >= issuedAt;
  if (!companyChanged && !suspended) return undefined;
  return { companyId: companyChanged ? row.companyId : user.companyId, suspended };
}

/** The guard's check in a service other than accounts: its `account_membership` table, briefly cached. */
export class AccountMembershipReadModel implements MembershipCheck {
  private readonly cache = new Map<string, { row: Row | undefined; at: number }>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly schema: string,
  ) {}

  async current(user: AuthenticatedUser): Promise<CurrentMembership | undefined> {
    return membershipFor(user, await this.rowOf(user.id));
  }

  private async rowOf(accountId: string): Promise<Row | undefined> {
    const cached = this.cache.get(accountId);
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.row;
    const [found] = (await this.dataSource.query(`SELECT ${RETURNED} FROM ${table(this.schema)} WHERE account_id = $1`, [
      accountId,
    ])) as RawRow[];
    const row = found && rowFrom(found);
    if (this.cache.size > 50_000) this.cache.clear();
    this.cache.set(accountId, { row, at: Date.now() });
    return row;
  }

  /** This replica's consumer applied a change. */
  remember(accountId: string, raw: RawRow): void {
    this.cache.set(accountId, { row: rowFrom(raw), at: Date.now() });
  }
}

/** The providers that keep a service's membership read model and register it with the guard. */
export function accountMembershipProviders(service: string): Provider[] {
  const CHECK = Symbol(`AccountMembershipReadModel:${service}`);

  @Injectable()
  @EventConsumer({
    service,
    name: 'KeepAccountMembershipOnAccountEvents',
    events: [AccountEvents.MembershipChanged, AccountEvents.AccountStatusChanged],
  })
  class KeepAccountMembershipOnAccountEvents implements EventConsumerHandler<MembershipChanged | AccountStatusChanged>, OnModuleInit {
    constructor(
      @Inject(CHECK) private readonly check: AccountMembershipReadModel,
      private readonly memberships: CompanyMemberships,
    ) {}

    onModuleInit(): void {
      this.memberships.use(this.check, { authoritative: false });
    }

    async handle(envelope: EventEnvelope<MembershipChanged | AccountStatusChanged>, manager: EntityManager): Promise<void> {
      const { accountId } = envelope.payload;
      let applied: RawRow[];
      // Only a newer change replaces an older one, whatever order the events arrive in.
      if (envelope.type === AccountEvents.MembershipChanged.type) {
        const { companyId } = envelope.payload as MembershipChanged;
        applied = await manager.query(
          `INSERT INTO ${table(service)} AS m (account_id, company_id, company_changed_at) VALUES ($1, $2, $3)
           ON CONFLICT (account_id) DO UPDATE SET company_id = EXCLUDED.company_id, company_changed_at = EXCLUDED.company_changed_at
           WHERE m.company_changed_at IS NULL OR m.company_changed_at <= EXCLUDED.company_changed_at
           RETURNING ${RETURNED}`,
          [accountId, companyId, envelope.occurredAt],
        );
      } else {
        const { status } = envelope.payload as AccountStatusChanged;
        applied = await manager.query(
          `INSERT INTO ${table(service)} AS m (account_id, status, status_changed_at) VALUES ($1, $2, $3)
           ON CONFLICT (account_id) DO UPDATE SET status = EXCLUDED.status, status_changed_at = EXCLUDED.status_changed_at
           WHERE m.status_changed_at IS NULL OR m.status_changed_at <= EXCLUDED.status_changed_at
           RETURNING ${RETURNED}`,
          [accountId, status, envelope.occurredAt],
        );
      }
      // This replica learnt it first-hand: once committed, its next request sees the change without waiting for the
      // cache (not before: a join must not be honoured ahead of its commit, nor a rolled-back change remembered).
      const row = applied[0];
      if (row) afterCommit(manager, () => this.check.remember(accountId, row));
    }
  }

  return [
    {
      provide: CHECK,
      inject: [getDataSourceToken(service)],
      useFactory: (dataSource: DataSource) => new AccountMembershipReadModel(dataSource, service),
    },
    KeepAccountMembershipOnAccountEvents,
  ];
}
