import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DataSource } from 'typeorm';
import type { EventEnvelope, Role } from '@jointly/contracts';
import { FakeTendersModule, TendersEventsPublisher, call, startServiceTestApp } from '@jointly/common/testing';

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
  const service = await startServiceTestApp({ service: 'eligibility', label, modules: [EligibilityModule, FakeTendersModule.register()] });
  return {
    app: service.app,
    db: service.db,
    token: service.token,
    tenders: service.app.get(TendersEventsPublisher),
    as: (user, method, url, body) => service.request(method, url, user, body),
    outbox: service.outbox,
    close: service.close,
  };
}
