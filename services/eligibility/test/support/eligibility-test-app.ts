import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { EventEnvelope, Role } from '@jointly/contracts';
import { AccessTokenIssuer } from '@jointly/common/auth';
import {
  FakeTendersModule,
  TendersEventsPublisher,
  call,
  createIsolatedDatabase,
  createTestApp,
  outboxEnvelopes,
  testConfig,
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
  close(): Promise<void>;
}

/** The eligibility module alone on a database of its own. */
export async function startEligibilityApp(label: string): Promise<EligibilityTestApp> {
  const database = await createIsolatedDatabase(label);
  let app: NestFastifyApplication;
  try {
    app = await createTestApp({
      config: testConfig({ databaseUrl: database.url }),
      modules: [EligibilityModule, FakeTendersModule.register()],
    });
  } catch (error) {
    await database.drop().catch(() => undefined);
    throw error;
  }
  const db = app.get<DataSource>(getDataSourceToken('eligibility'));
  const issuer = app.get(AccessTokenIssuer);
  const token = (user: TestUser) =>
    issuer.issue({ sub: user.id, role: user.role, email: user.email, cid: user.companyId, sid: randomUUID() });
  return {
    app,
    db,
    token,
    tenders: app.get(TendersEventsPublisher),
    as: (user, method, url, body) => call(app, method, url, { body, token: user ? token(user) : undefined }),
    outbox: <P>(type: string) => outboxEnvelopes<P>(db, 'eligibility', type),
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
