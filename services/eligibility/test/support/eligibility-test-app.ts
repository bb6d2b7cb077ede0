import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DataSource } from 'typeorm';
import { AccountEvents, type EventEnvelope, type Role, type StaffPower } from '@jointly/contracts';
import { createEvent } from '@jointly/common/events';
import {
  AccountsEventsPublisher,
  FakeAccountsModule,
  FakeTendersModule,
  TendersEventsPublisher,
  call,
  eventually,
  startServiceTestApp,
} from '@jointly/common/testing';

export { aTenderSummary, eventually, TendersEventsPublisher } from '@jointly/common/testing';
import { EligibilityModule } from '../../src/eligibility.module';

/** A tender summary as the tenders service publishes it (a health and social care tender in the North East). */

export interface TestUser {
  id: string;
  role: Role;
  email: string;
  companyId: string | null;
}

/** A user for tokens (fresh UUIDs). */
export function aUser(role: Role = 'provider', companyId: string | null = null): TestUser {
  const id = randomUUID();
  return { id, role, email: `${role}-${id.slice(0, 8)}@example.test`, companyId };
}

export interface EligibilityTestApp {
  app: NestFastifyApplication;
  db: DataSource;
  token(user: TestUser): string;
  /** A JSON call as `user` (or a guest). */
  as(user: TestUser | null, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, body?: unknown): ReturnType<typeof call>;
  /** Envelopes of one type in the eligibility outbox, oldest first. */
  outbox<P = any>(type: string): Promise<Array<EventEnvelope<P>>>;
  /** Publishes tenders' events (from the stand-in tenders service); resolves once they are handled in-process. */
  tenders: TendersEventsPublisher;
  /**
   * An admin set the staff account's powers (StaffPowersChanged from the stand-in accounts service, next version);
   * resolves once the eligibility read model holds it.
   */
  setPowers(user: TestUser, powers: StaffPower[]): Promise<void>;
  accounts: AccountsEventsPublisher;
  close(): Promise<void>;
}

/** The eligibility module alone on a database of its own. */
export async function startEligibilityApp(label: string): Promise<EligibilityTestApp> {
  const service = await startServiceTestApp({
    service: 'eligibility',
    label,
    modules: [EligibilityModule, FakeTendersModule.register(), FakeAccountsModule.register()],
  });
  const db = service.db;
  const accounts = service.app.get(AccountsEventsPublisher);
  const versions = new Map<string, number>();
  const setPowers = async (user: TestUser, powers: StaffPower[]) => {
    const version = (versions.get(user.id) ?? 0) + 1;
    versions.set(user.id, version);
    await accounts.publish(
      createEvent(AccountEvents.StaffPowersChanged, { aggregateId: user.id, payload: { accountId: user.id, powers, version } }),
    );
    await eventually(`staff powers v${version} of ${user.id}`, async () => {
      const rows = (await db.query('SELECT version FROM eligibility.staff_power WHERE account_id = $1', [user.id])) as Array<{
        version: number;
      }>;
      return rows[0]?.version === version;
    });
  };
  return {
    app: service.app,
    db,
    token: service.token,
    setPowers,
    accounts,
    tenders: service.app.get(TendersEventsPublisher),
    as: (user, method, url, body) => service.request(method, url, user, body),
    outbox: service.outbox,
    close: service.close,
  };
}
