import { Inject, Injectable, Logger, Optional, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { NotificationEvents } from '@jointly/contracts';
import { APP_CONFIG, type AppConfig } from '@jointly/common/config';
import { transaction } from '@jointly/common/database';
import { backoffDelay, createEvent, OutboxService, type BackoffPolicy } from '@jointly/common/events';
import { HealthRegistry } from '@jointly/common/health';
import { ProcessMetrics } from '@jointly/common/metrics';
import { inSpan, SERVICE_ATTRIBUTE } from '@jointly/common/tracing';
import { SpanKind } from '@opentelemetry/api';
import type { DataSource } from 'typeorm';
import { NOTIFICATIONS } from '../notifications.database';
import { PgListener } from '@jointly/common/database';
import { MAIL_CHANNEL } from './mail-channel';
import type { MailMessage } from './mail-message.entity';
import { MailMessageRepository } from './mail-message.repository';
import { decideAfterFailure, describeMailError } from './mail-retry';
import {
  MAIL_SENDER_OPTIONS,
  resolveMailSenderOptions,
  type MailSenderOptions,
  type ResolvedMailSenderOptions,
} from './mail-sender.options';
import type { MailTransport } from './mail-transport';

/** Retries of recording an accepted mail as sent (see {@link MailSender.recordSent}). */
const RECORD_SENT_BACKOFF: BackoffPolicy = { initialMs: 200, maxMs: 2000 };

/** Injection token of the {@link MailTransport}. */
export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

/** Pause after the database itself failed (not a mail): 1 s doubling to 30 s. */
const DATABASE_BACKOFF = { initialMs: 1000, maxMs: 30_000, jitter: 0.2 };
const PRUNE_INTERVAL_MS = 3600_000;

/** What one round did. */
export interface MailRoundResult {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
}

/**
 * Delivers the queued mails (`mail_message`). Each round claims due pending rows (lease + `FOR UPDATE SKIP LOCKED`,
 * so replicas never take the same mail), sends them through the transport, then records the outcome: `sent` with a
 * MailSent event, or a retry after an exponential backoff, or `failed` with a MailFailed event once the error is
 * permanent or the attempts are used up. Outcome and event commit together through the outbox.
 *
 * Wakes on NOTIFY when a consumer's transaction queues a mail, when the earliest retry falls due, and on a poll as
 * fallback. Delivery is at least once: if the process dies between the server's 250 and the commit, the mail is sent
 * again after its lease, with the same Message-ID.
 */
@Injectable()
export class MailSender implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly options: ResolvedMailSenderOptions;
  private readonly logger = new Logger('mail-sender:notifications');
  private listener?: PgListener;
  private loop?: Promise<void>;
  private abort = new AbortController();
  private wakeUp?: () => void;
  private woken = false;
  private lastPrune = 0;

  constructor(
    @InjectDataSource(NOTIFICATIONS) private readonly dataSource: DataSource,
    private readonly mails: MailMessageRepository,
    private readonly outbox: OutboxService,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() @Inject(MAIL_SENDER_OPTIONS) options?: MailSenderOptions,
    @Optional() private readonly health?: HealthRegistry,
    @Optional() private readonly metrics?: ProcessMetrics,
  ) {
    this.options = resolveMailSenderOptions(options);
  }

  onApplicationBootstrap(): void {
    this.health?.registerService(NOTIFICATIONS, 'mail', async () => ({ status: 'up', detail: await this.describeQueue() }));
    this.metrics?.registerQueue(NOTIFICATIONS, 'mail', async () => {
      const { pending, failed, oldestMs } = await this.queueFigures();
      return { pending, failed, oldestPendingSeconds: (oldestMs ?? 0) / 1000 };
    });
    if (this.options.start) this.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.stop();
    this.transport.close();
  }

  /** Starts the delivery loop (and LISTEN). Idempotent. */
  start(): void {
    if (this.loop) return;
    this.abort = new AbortController();
    if (this.options.listen) {
      this.listener = new PgListener(
        this.dataSource,
        MAIL_CHANNEL,
        () => this.poke(),
        (error) => this.logger.warn(`LISTEN ${MAIL_CHANNEL} lost (${error.message}); polling until it is back`),
      );
      this.listener.start();
    }
    this.logger.log(`delivering mail through ${this.transport.kind === 'smtp' ? 'SMTP' : 'files under DATA_DIR/mail'}`);
    this.loop = this.run();
  }

  /** Stops after the round in hand (a mail being sent is finished and recorded). */
  async stop(): Promise<void> {
    this.abort.abort();
    this.poke();
    await this.loop;
    this.loop = undefined;
    await this.listener?.stop();
    this.listener = undefined;
  }

  /** Wakes the loop now (as a NOTIFY does). */
  poke(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /** One claim-send-record round; used by the loop, and by tests and tools that drive the sender by hand. */
  async runOnce(): Promise<MailRoundResult> {
    // Taken before the claim, so it ends no later than the leases do (less a margin for the last attempt).
    const leaseEndsAt = Date.now() + this.options.leaseMs - Math.min(10_000, this.options.leaseMs / 4);
    const claimed = await this.mails.claimDue(this.options.batchSize, this.options.leaseMs);
    const result: MailRoundResult = { claimed: claimed.length, sent: 0, retried: 0, failed: 0 };
    let next = 0;
    const errors: unknown[] = [];
    const worker = async () => {
      while (next < claimed.length) {
        try {
          result[await this.deliver(claimed[next++], leaseEndsAt)] += 1;
        } catch (error) {
          // Recording the outcome failed (database): the lease brings the mail back later. Finish the others first.
          errors.push(error);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.options.concurrency, claimed.length) }, worker));
    if (errors.length) throw errors[0];
    return result;
  }

  private async deliver(mail: MailMessage, leaseEndsAt: number): Promise<'sent' | 'retried' | 'failed'> {
    let delivery: { messageId: string } | undefined;
    let failure: unknown;
    try {
      delivery = await inSpan(
        `mail send ${mail.template}`,
        {
          kind: SpanKind.CLIENT,
          traceparent: mail.traceparent,
          attributes: { [SERVICE_ATTRIBUTE]: NOTIFICATIONS, 'jointly.mail.id': mail.id, 'jointly.mail.attempt': mail.attempts },
        },
        () => this.send(mail),
      );
    } catch (error) {
      failure = error;
    }
    return this.record(mail, delivery, failure, leaseEndsAt);
  }

  private send(mail: MailMessage): Promise<{ messageId: string }> {
    return this.transport.send({
      id: mail.id,
      from: this.config.mailFrom,
      to: mail.to,
      cc: mail.cc,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      template: mail.template,
    });
  }

  /**
   * Records a mail the SMTP server accepted. Giving up at the first database error (an outage, a restart) would leave
   * it pending, and the lease would send it a second time: the record is retried (200 ms doubling to 2 s) for as long
   * as the lease keeps the mail this sender's and the sender is not stopping, then the error goes up as before.
   */
  private async recordSent(mail: MailMessage, messageId: string, leaseEndsAt: number): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await transaction(this.dataSource, async (manager) => {
          if (!(await this.mails.markSent(manager, mail.id, messageId))) return;
          await this.outbox.add(
            manager,
            createEvent(NotificationEvents.MailSent, {
              aggregateId: mail.id,
              payload: { mailId: mail.id, to: mail.to, template: mail.template },
            }),
          );
        });
        return;
      } catch (error) {
        const delay = backoffDelay(RECORD_SENT_BACKOFF, attempt);
        // Shutting down, or the lease is about to end (another sender may claim the mail): give up as before.
        if (this.abort.signal.aborted || Date.now() + delay >= leaseEndsAt) throw error;
        if (attempt === 1) {
          this.logger.warn(`mail ${mail.id} was accepted by the server but recording it failed (${describeMailError(error)}); retrying`);
        }
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }

  private async record(
    mail: MailMessage,
    delivery: { messageId: string } | undefined,
    failure: unknown,
    leaseEndsAt: number,
  ): Promise<'sent' | 'retried' | 'failed'> {
    if (delivery) {
      await this.recordSent(mail, delivery.messageId, leaseEndsAt);
      return 'sent';
    }
    const error = describeMailError(failure);
    const decision = decideAfterFailure(failure, mail.attempts, this.options);
    if (decision.kind === 'retry') {
      await this.mails.scheduleRetry(mail.id, error, decision.delayMs);
      if (mail.attempts === 1 || mail.attempts % 5 === 0) {
        this.logger.warn(
          `mail ${mail.id} (${mail.template}) attempt ${mail.attempts} failed: ${error}; retrying in ${decision.delayMs} ms`,
        );
      }
      return 'retried';
    }
    await transaction(this.dataSource, async (manager) => {
      if (!(await this.mails.markFailed(manager, mail.id, error))) return;
      await this.outbox.add(
        manager,
        createEvent(NotificationEvents.MailFailed, {
          aggregateId: mail.id,
          payload: { mailId: mail.id, to: mail.to, template: mail.template, error, attempts: mail.attempts },
        }),
      );
    });
    this.logger.warn(`mail ${mail.id} (${mail.template}) gave up after ${mail.attempts} attempt(s) (${decision.reason}): ${error}`);
    return 'failed';
  }

  private async run(): Promise<void> {
    const signal = this.abort.signal;
    let databaseFailures = 0;
    while (!signal.aborted) {
      let claimed: number;
      let waitMs: number;
      try {
        this.woken = false;
        claimed = (await this.runOnce()).claimed;
        await this.pruneIfDue();
        const nextDue = claimed >= this.options.batchSize ? 0 : await this.mails.msUntilNextDue();
        waitMs = nextDue === null ? this.options.pollIntervalMs : Math.min(nextDue, this.options.pollIntervalMs);
        databaseFailures = 0;
      } catch (error) {
        databaseFailures += 1;
        waitMs = backoffDelay(DATABASE_BACKOFF, databaseFailures);
        if (databaseFailures === 1 || databaseFailures % 20 === 0) {
          this.logger.warn(`mail round failed (${describeMailError(error)}); trying again in ${waitMs} ms`);
        }
      }
      if (waitMs > 0 && !signal.aborted) await this.sleep(waitMs);
    }
  }

  /** Hourly: forget sent and failed mails older than the mail log keeps (every replica may; deleting twice is harmless). */
  private async pruneIfDue(): Promise<void> {
    if (Date.now() - this.lastPrune < PRUNE_INTERVAL_MS) return;
    this.lastPrune = Date.now();
    const pruned = await this.mails.pruneFinished();
    if (pruned) this.logger.log(`mail log: ${pruned} mail(s) older than the retention removed`);
  }

  /** Sleeps until `ms` pass or {@link poke} is called (a poke during the round counts too). */
  private sleep(ms: number): Promise<void> {
    if (this.woken) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeUp = () => {
        this.wakeUp = undefined;
        done();
      };
    });
  }

  private async queueFigures(): Promise<{ pending: number; failed: number; oldestMs: number | null }> {
    const rows: Array<{ pending: number; failed: number; oldest_ms: number | null }> = await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending,
              count(*) FILTER (WHERE status = 'failed')::int AS failed,
              (extract(epoch FROM clock_timestamp() - min(created_at) FILTER (WHERE status = 'pending')) * 1000)::float8 AS oldest_ms
         FROM "${NOTIFICATIONS}"."mail_message"`,
    );
    const { pending = 0, failed = 0, oldest_ms = null } = rows[0] ?? {};
    return { pending, failed, oldestMs: oldest_ms };
  }

  private async describeQueue(): Promise<string> {
    const { pending, failed, oldestMs: oldest_ms } = await this.queueFigures();
    const oldest = oldest_ms ? ` (oldest ${Math.round(oldest_ms / 1000)} s)` : '';
    return `${this.transport.kind}, ${this.loop ? 'sending' : 'stopped'}, ${pending} pending${oldest}, ${failed} failed`;
  }
}
