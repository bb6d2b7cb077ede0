import { randomUUID } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DataSource } from 'typeorm';
import { OtpCodeCipher } from '@jointly/common/auth';
import type { AppConfig } from '@jointly/common/config';
import { AccountsEventsPublisher, FakeAccountsModule, startServiceTestApp, type TestTokenSubject } from '@jointly/common/testing';

export { aTestUser as aUser, eventually } from '@jointly/common/testing';
import { MailSenderOptionsModule, type MailSenderOptions } from '../../src/mail/mail-sender.options';
import { NotificationsModule } from '../../src/notifications.module';

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

export type TestUser = TestTokenSubject;

/** The notifications module plus a fake accounts publisher on a database of their own. */
export async function startNotificationsApp(
  label: string,
  options: { config?: Partial<AppConfig>; mail?: MailSenderOptions } = {},
): Promise<NotificationsTestApp> {
  const service = await startServiceTestApp({
    service: 'notifications',
    label,
    imports: [MailSenderOptionsModule.forRoot(options.mail ?? FAST_MAIL)],
    modules: [NotificationsModule, FakeAccountsModule.register()],
    config: options.config,
  });
  const { app } = service;
  return {
    app,
    config: service.config,
    db: service.db,
    accounts: app.get(AccountsEventsPublisher),
    sealedOtp: (code) => {
      const otpId = randomUUID();
      return { otpId, sealedCode: app.get(OtpCodeCipher, { strict: false }).seal(code, otpId) };
    },
    token: service.token,
    close: service.close,
  };
}
