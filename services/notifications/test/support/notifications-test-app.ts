import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { Role } from '@jointly/contracts';
import { AccessTokenIssuer, OtpCodeCipher } from '@jointly/common/auth';
import type { AppConfig } from '@jointly/common/config';
import { AccountsEventsPublisher, FakeAccountsModule, createTestApp, testConfig } from '@jointly/common/testing';

export { eventually } from '@jointly/common/testing';
import type { DataSource } from 'typeorm';
import { MailSenderOptionsModule, type MailSenderOptions } from '../../src/mail/mail-sender.options';
import { NotificationsModule } from '../../src/notifications.module';
import { createIsolatedDatabase, type IsolatedDatabase } from '@jointly/common/testing';

/** Fast retries so outage tests take seconds: 50 ms doubling to 300 ms, practically never giving up. */
export const FAST_MAIL: MailSenderOptions = { backoff: { initialMs: 50, maxMs: 300 }, maxAttempts: 1000, pollIntervalMs: 250 };

export interface NotificationsTestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  /** The notifications DataSource. */
  db: DataSource;
  accounts: AccountsEventsPublisher;
  token(user: TestUser): string;
  /** A fresh code record id and `code` sealed for it, as accounts puts them in OtpIssued. */
  sealedOtp(code: string): { otpId: string; sealedCode: string };
  close(): Promise<void>;
}

export interface TestUser {
  id: string;
  role: Role;
  email: string;
  companyId?: string | null;
}

/** A user for tokens (ids are fresh UUIDs). */
export function aUser(role: Role = 'provider', companyId: string | null = null): TestUser {
  const id = randomUUID();
  return { id, role, email: `${role}-${id.slice(0, 8)}@example.com`, companyId };
}

/** The notifications module plus a fake accounts publisher on a database of their own. */
export async function startNotificationsApp(
  label: string,
  options: { config?: Partial<AppConfig>; mail?: MailSenderOptions } = {},
): Promise<NotificationsTestApp> {
  const database: IsolatedDatabase = await createIsolatedDatabase(label);
  const config = testConfig({ databaseUrl: database.url, ...options.config });
  let app: NestFastifyApplication | undefined;
  try {
    app = await createTestApp({
      config,
      imports: [MailSenderOptionsModule.forRoot(options.mail ?? FAST_MAIL)],
      modules: [NotificationsModule, FakeAccountsModule.register()],
    });
  } catch (error) {
    await database.drop().catch(() => undefined);
    throw error;
  }
  const ready = app;
  const issuer = ready.get(AccessTokenIssuer);
  return {
    app: ready,
    config,
    db: ready.get<DataSource>(getDataSourceToken('notifications')),
    accounts: ready.get(AccountsEventsPublisher),
    sealedOtp: (code) => {
      const otpId = randomUUID();
      return { otpId, sealedCode: ready.get(OtpCodeCipher, { strict: false }).seal(code, otpId) };
    },
    token: (user) => issuer.issue({ sub: user.id, role: user.role, email: user.email, cid: user.companyId ?? null, sid: randomUUID() }),
    close: async () => {
      await ready.close();
      await database.drop();
    },
  };
}
