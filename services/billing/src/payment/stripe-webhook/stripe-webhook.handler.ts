import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { transaction } from '@jointly/common/database';
import { NotFoundError } from '@jointly/common/errors';
import { OutboxService } from '@jointly/common/events';
import { InvoiceRepository } from '../../invoice/invoice.repository';
import { markInvoicePaid } from '../../invoice/mark-paid/mark-paid.handler';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../payment-gateway';

export class HandleStripeWebhookCommand {
  constructor(
    readonly rawBody: Buffer,
    readonly signature: string | undefined,
  ) {}
}

/**
 * Stripe's webhook: the signature is verified over the raw body first (400 otherwise); each event id is recorded in
 * the same transaction as its effect, so a redelivery (Stripe retries, or a replay) changes nothing. A completed paid
 * checkout marks its invoice paid by card, only when the session is one billing created for that invoice.
 */
@CommandHandler(HandleStripeWebhookCommand)
export class HandleStripeWebhookHandler implements ICommandHandler<HandleStripeWebhookCommand, { received: true; duplicate: boolean }> {
  private readonly log = new Logger('StripeWebhook');

  constructor(
    private readonly invoices: InvoiceRepository,
    private readonly outbox: OutboxService,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway | null,
  ) {}

  async execute({ rawBody, signature }: HandleStripeWebhookCommand): Promise<{ received: true; duplicate: boolean }> {
    if (!this.gateway) throw new NotFoundError('Card payment is not enabled on this deployment.', 'PAYMENT.CARD_OFF');
    const event = this.gateway.verifyWebhook(rawBody, signature);
    return transaction(this.invoices.dataSource, async (manager) => {
      const inserted = (await manager.query(
        'INSERT INTO billing.stripe_event (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id',
        [event.id, event.type],
      )) as unknown[];
      if (!inserted.length) return { received: true as const, duplicate: true };
      if (event.paidCheckout) {
        const [session] = (await manager.query('SELECT invoice_id FROM billing.checkout_session WHERE id = $1', [
          event.paidCheckout.sessionId,
        ])) as Array<{
          invoice_id: string;
        }>;
        if (!session || (event.paidCheckout.invoiceId && session.invoice_id !== event.paidCheckout.invoiceId))
          this.log.warn(`checkout ${event.paidCheckout.sessionId} (event ${event.id}) is not one billing started; ignored`);
        else await markInvoicePaid(this.invoices, this.outbox, manager, session.invoice_id, 'card', null);
      }
      return { received: true as const, duplicate: false };
    });
  }
}
