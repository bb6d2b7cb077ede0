import { Inject, Injectable, type OnModuleInit, type Provider } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource, EntityManager, MigrationInterface, QueryRunner } from 'typeorm';
import { AccountEvents, type EventEnvelope, type SessionRevoked } from '@jointly/contracts';
import { SessionRevocations, type SessionCheck } from '../auth';
import { registerSharedMigration } from '../database';
import { EventConsumer, type EventConsumerHandler } from '../events';

/**
 * Revoked sessions in every service, not only in accounts. Accounts ends a session (logout, refresh-token reuse,
 * password reset or change, suspension) and publishes SessionRevoked; every other service keeps those session ids
 * in its own `revoked_session` table and its guard answers 456 for them, so a revoked access token stops working
 * everywhere within moments instead of living until it expires. Rows outlive any access token (the longest
 * ACCESS_TOKEN_TTL is a day) and are pruned after two days.
 */
const table = (schema: string) => `"${schema.replace(/"/g, '""')}".revoked_session`;
const KEEP = `interval '2 days'`;
/** How long "not revoked" is trusted per session (a revocation reaching this replica's database shows within this). */
const NOT_REVOKED_CACHE_MS = 3000;

registerSharedMigration((schema) => {
  return class AuthRevokedSessions1000000001000 implements MigrationInterface {
    readonly name = 'AuthRevokedSessions1000000001000';
    async up(runner: QueryRunner): Promise<void> {
      await runner.query(`CREATE TABLE IF NOT EXISTS ${table(schema)} (
        session_id uuid PRIMARY KEY,
        account_id uuid NOT NULL,
        reason text NOT NULL,
        revoked_at timestamptz NOT NULL DEFAULT now()
      )`);
      await runner.query(`CREATE INDEX IF NOT EXISTS revoked_session_at_idx ON ${table(schema)} (revoked_at)`);
    }
    async down(runner: QueryRunner): Promise<void> {
      await runner.query(`DROP TABLE IF EXISTS ${table(schema)}`);
    }
  };
});

/** The guard's check in a service that does not own sessions: the service's revoked_session table, briefly cached. */
export class RevokedSessionCheck implements SessionCheck {
  private readonly cache = new Map<string, { revoked: boolean; at: number }>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly schema: string,
  ) {}

  async isRevoked(sessionId: string): Promise<boolean> {
    const cached = this.cache.get(sessionId);
    if (cached && (cached.revoked || Date.now() - cached.at < NOT_REVOKED_CACHE_MS)) return cached.revoked;
    const rows = (await this.dataSource.query(`SELECT 1 FROM ${table(this.schema)} WHERE session_id = $1`, [sessionId])) as unknown[];
    if (this.cache.size > 50_000) this.cache.clear();
    this.cache.set(sessionId, { revoked: rows.length > 0, at: Date.now() });
    return rows.length > 0;
  }

  /** This replica learnt it first-hand (its consumer applied the event): no need to wait for the cache. */
  remember(sessionId: string): void {
    this.cache.set(sessionId, { revoked: true, at: Date.now() });
  }
}

/** The providers that make a service honour revoked sessions: its check, registered with the guard, and its consumer. */
export function revokedSessionProviders(service: string): Provider[] {
  const CHECK = Symbol(`RevokedSessionCheck:${service}`);

  @Injectable()
  @EventConsumer({ service, name: 'RememberRevokedSessionOnSessionRevoked', events: [AccountEvents.SessionRevoked] })
  class RememberRevokedSessionOnSessionRevoked implements EventConsumerHandler<SessionRevoked>, OnModuleInit {
    constructor(
      @Inject(CHECK) private readonly check: RevokedSessionCheck,
      private readonly revocations: SessionRevocations,
    ) {}

    onModuleInit(): void {
      this.revocations.use(this.check, { authoritative: false });
    }

    async handle(envelope: EventEnvelope<SessionRevoked>, manager: EntityManager): Promise<void> {
      const { familyId, accountId, reason } = envelope.payload;
      if (!familyId) return;
      await manager.query(
        `INSERT INTO ${table(service)} (session_id, account_id, reason, revoked_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
        [familyId, accountId, reason, envelope.occurredAt],
      );
      await manager.query(`DELETE FROM ${table(service)} WHERE revoked_at < now() - ${KEEP}`);
      this.check.remember(familyId);
    }
  }

  return [
    {
      provide: CHECK,
      inject: [getDataSourceToken(service)],
      useFactory: (dataSource: DataSource) => new RevokedSessionCheck(dataSource, service),
    },
    RememberRevokedSessionOnSessionRevoked,
  ];
}
