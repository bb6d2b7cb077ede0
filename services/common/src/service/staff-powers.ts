import { Inject, Injectable, type OnModuleInit, type Provider } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource, EntityManager, MigrationInterface, QueryRunner } from 'typeorm';
import { AccountEvents, type EventEnvelope, type StaffPower, type StaffPowersChanged } from '@jointly/contracts';
import { StaffPowers, type StaffPowerCheck } from '../auth';
import { registerSharedMigration } from '../database';
import { EventConsumer, type EventConsumerHandler } from '../events';

/**
 * Staff powers in every service, not only in accounts. Accounts owns the grants (an admin grants or revokes a
 * platform-wide power in the console) and publishes StaffPowersChanged with the account's whole set and a version;
 * every other service keeps the newest set per account in its own `staff_power` table, and the powers guard reads
 * it on each request to a `@RequiresPower()` route (no cache: a revocation counts as soon as the event is applied,
 * whatever the caller's token says).
 */
const table = (schema: string) => `"${schema.replace(/"/g, '""')}".staff_power`;

registerSharedMigration((schema) => {
  return class AuthStaffPowers1766100000000 implements MigrationInterface {
    readonly name = 'AuthStaffPowers1766100000000';
    async up(runner: QueryRunner): Promise<void> {
      await runner.query(`CREATE TABLE IF NOT EXISTS ${table(schema)} (
        account_id uuid PRIMARY KEY,
        powers text[] NOT NULL,
        version integer NOT NULL,
        changed_at timestamptz NOT NULL
      )`);
    }
    async down(runner: QueryRunner): Promise<void> {
      await runner.query(`DROP TABLE IF EXISTS ${table(schema)}`);
    }
  };
});

/** The guard's check in a service that does not own the grants: the service's staff_power table. */
export class StaffPowerReadModelCheck implements StaffPowerCheck {
  constructor(
    private readonly dataSource: DataSource,
    private readonly schema: string,
  ) {}

  async holds(accountId: string, power: StaffPower): Promise<boolean> {
    const rows = (await this.dataSource.query(`SELECT 1 FROM ${table(this.schema)} WHERE account_id = $1 AND $2 = ANY(powers)`, [
      accountId,
      power,
    ])) as unknown[];
    return rows.length > 0;
  }
}

/** The providers that make a service honour staff powers: its check, registered with the guard, and its consumer. */
export function staffPowerProviders(service: string): Provider[] {
  const CHECK = Symbol(`StaffPowerReadModelCheck:${service}`);

  @Injectable()
  @EventConsumer({ service, name: 'KeepStaffPowersOnStaffPowersChanged', events: [AccountEvents.StaffPowersChanged] })
  class KeepStaffPowersOnStaffPowersChanged implements EventConsumerHandler<StaffPowersChanged>, OnModuleInit {
    constructor(
      @Inject(CHECK) private readonly check: StaffPowerReadModelCheck,
      private readonly powers: StaffPowers,
    ) {}

    onModuleInit(): void {
      this.powers.use(this.check, { authoritative: false });
    }

    /** Keeps the newest set: an older version arriving late (replay, redelivery) changes nothing. */
    async handle(envelope: EventEnvelope<StaffPowersChanged>, manager: EntityManager): Promise<void> {
      const { accountId, powers, version } = envelope.payload;
      await manager.query(
        `INSERT INTO ${table(service)} AS p (account_id, powers, version, changed_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (account_id) DO UPDATE SET powers = EXCLUDED.powers, version = EXCLUDED.version, changed_at = EXCLUDED.changed_at
         WHERE p.version < EXCLUDED.version`,
        [accountId, powers, version, envelope.occurredAt],
      );
    }
  }

  return [
    {
      provide: CHECK,
      inject: [getDataSourceToken(service)],
      useFactory: (dataSource: DataSource) => new StaffPowerReadModelCheck(dataSource, service),
    },
    KeepStaffPowersOnStaffPowersChanged,
  ];
}
