import { randomUUID } from 'node:crypto';
import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { BillingEvents } from '@jointly/contracts';
import { transaction } from '@jointly/common/database';
import { OutboxService, createEvent } from '@jointly/common/events';
import { daysOverdue, reminderDue } from '../invoice-rules';

/** How often the pass runs. */
const PASS_MS = 60 * 60_000;

/**
 * Overdue invoices: once an hour, for every issued invoice past its due date on a reminder day (day 1, 8, 15… overdue)
 * that has not been reminded today and has a billing e-mail, publishes InvoiceOverdue (notifications mails the billing
 * contact) and records the reminder, in one transaction. One replica runs a pass at a time (advisory lock).
 */
@Injectable()
export class OverdueReminders implements OnModuleInit, OnModuleDestroy {
  private readonly log = new Logger('OverdueReminders');
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;

  constructor(
    @InjectDataSource('billing') private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => {
      this.runOnce().catch((error: Error) => this.log.warn(`overdue pass failed: ${error.message}`));
    }, PASS_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** One pass on `today` (UTC date, YYYY-MM-DD); answers how many reminders it published. */
  runOnce(today = new Date().toISOString().slice(0, 10)): Promise<number> {
    this.running = transaction(this.dataSource, async (manager) => {
      const [{ locked }] = (await manager.query(`SELECT pg_try_advisory_xact_lock(hashtext('billing.overdue')) AS locked`)) as Array<{
        locked: boolean;
      }>;
      if (!locked) return 0;
      const due = (await manager.query(
        `SELECT i.id, i.number, i.party_id, i.total_pence, i.currency, to_char(i.due_date, 'YYYY-MM-DD') AS due_date,
                coalesce(p.contact_email, i.billing_email) AS email, coalesce(p.contact_name, i.billing_name) AS name
           FROM billing.invoice i LEFT JOIN billing.billing_profile p ON p.party_id = i.party_id
          WHERE i.status = 'issued' AND i.due_date < $1::date
            AND NOT EXISTS (SELECT 1 FROM billing.invoice_reminder r WHERE r.invoice_id = i.id AND r.reminded_on = $1::date)
          ORDER BY i.due_date, i.number`,
        [today],
      )) as Array<{
        id: string;
        number: string;
        party_id: string;
        total_pence: string;
        currency: string;
        due_date: string;
        email: string | null;
        name: string | null;
      }>;
      let sent = 0;
      for (const invoice of due) {
        if (!invoice.email || !reminderDue(invoice.due_date, today)) continue;
        await manager.query('INSERT INTO billing.invoice_reminder (invoice_id, reminded_on) VALUES ($1, $2)', [invoice.id, today]);
        await this.outbox.add(
          manager,
          createEvent(BillingEvents.InvoiceOverdue, {
            aggregateId: invoice.id,
            payload: {
              invoiceId: invoice.id,
              reminderId: randomUUID(),
              number: invoice.number,
              companyId: invoice.party_id,
              billingEmail: invoice.email,
              billingName: invoice.name,
              totalPence: Number(invoice.total_pence),
              currency: invoice.currency,
              dueDate: invoice.due_date,
              daysOverdue: daysOverdue(invoice.due_date, today),
            },
          }),
        );
        sent += 1;
      }
      return sent;
    });
    return this.running;
  }
}
