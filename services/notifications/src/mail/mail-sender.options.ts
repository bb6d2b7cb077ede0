import { DynamicModule, Global, Module } from '@nestjs/common';
import type { BackoffPolicy } from '@jointly/common/events';
import { MAIL_BACKOFF, MAIL_MAX_ATTEMPTS } from './mail-retry';

/** Tuning of the {@link MailSender}; every field has a production default. */
export interface MailSenderOptions {
  /** Start sending at application bootstrap; default true. */
  start?: boolean;
  /** Mails claimed per round; default 20. */
  batchSize?: number;
  /** Mails sent at once within a round; default 4. */
  concurrency?: number;
  /** Poll when no NOTIFY arrives (fallback for a lost LISTEN connection); default 5 s. */
  pollIntervalMs?: number;
  /** LISTEN for new mails; default true. */
  listen?: boolean;
  /** Attempts before a mail is `failed`; default 10. */
  maxAttempts?: number;
  /** Delay between attempts; default 30 s doubling to 1 h. */
  backoff?: BackoffPolicy;
  /**
   * How long a claimed mail is reserved for the sender that claimed it. Longer than any send can take (SMTP timeouts
   * are 10–30 s); if the sender dies, the mail becomes due again after the lease. Default 2 min.
   */
  leaseMs?: number;
}

export type ResolvedMailSenderOptions = Required<MailSenderOptions>;

export function resolveMailSenderOptions(options: MailSenderOptions = {}): ResolvedMailSenderOptions {
  return {
    start: options.start ?? true,
    batchSize: Math.max(1, options.batchSize ?? 20),
    concurrency: Math.max(1, options.concurrency ?? 4),
    pollIntervalMs: Math.max(10, options.pollIntervalMs ?? 5000),
    listen: options.listen ?? true,
    maxAttempts: Math.max(1, options.maxAttempts ?? MAIL_MAX_ATTEMPTS),
    backoff: options.backoff ?? MAIL_BACKOFF,
    leaseMs: Math.max(1000, options.leaseMs ?? 120_000),
  };
}

/** Injection token of the {@link MailSenderOptions} (optional; defaults apply without it). */
export const MAIL_SENDER_OPTIONS = Symbol('MAIL_SENDER_OPTIONS');

/**
 * Overrides the MailSender tuning for the whole process, e.g. in tests:
 * `createTestApp({ imports: [MailSenderOptionsModule.forRoot({ backoff: { initialMs: 50, maxMs: 200 } })], … })`.
 */
@Global()
@Module({})
export class MailSenderOptionsModule {
  static forRoot(options: MailSenderOptions): DynamicModule {
    return {
      module: MailSenderOptionsModule,
      global: true,
      providers: [{ provide: MAIL_SENDER_OPTIONS, useValue: options }],
      exports: [MAIL_SENDER_OPTIONS],
    };
  }
}
