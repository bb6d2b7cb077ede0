import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { APP_CONFIG, type AppConfig } from '@jointly/common/config';
import { ConflictError, NotFoundError } from '@jointly/common/errors';
import { InvoiceNotFoundError, InvoiceRepository } from '../../invoice/invoice.repository';
import { billingPartyOf } from '../../shared/billing-party';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../payment-gateway';

export class StartCheckoutCommand {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly invoiceId: string,
  ) {}
}

/** Card payment of one issued invoice of the caller's company: a Stripe Checkout session for its total (404 when off). */
@CommandHandler(StartCheckoutCommand)
export class StartCheckoutHandler implements ICommandHandler<StartCheckoutCommand, { url: string }> {
  constructor(
    private readonly invoices: InvoiceRepository,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ caller, invoiceId }: StartCheckoutCommand): Promise<{ url: string }> {
    const partyId = billingPartyOf(caller);
    const invoice = await this.invoices.get(invoiceId);
    if (invoice.companyId !== partyId) throw new InvoiceNotFoundError(invoiceId);
    if (!this.gateway) throw new NotFoundError('Card payment is not available; please pay by bank transfer.', 'PAYMENT.CARD_OFF');
    if (invoice.status !== 'issued')
      throw new ConflictError(`Invoice ${invoice.number} is ${invoice.status}; there is nothing to pay.`, 'INVOICE.NOT_PAYABLE');
    const back = `${this.config.publicUrl}${caller.role === 'expert' ? '/v3/expert-dashboard/billing' : '/v3/dashboard/billing'}`;
    const { sessionId, url } = await this.gateway.createCheckout(invoice, { success: `${back}?paid=${invoice.number}`, cancel: back });
    await this.invoices.dataSource.query(
      'INSERT INTO billing.checkout_session (id, invoice_id, party_id, created_by) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING',
      [sessionId, invoiceId, partyId, caller.id],
    );
    return { url };
  }
}
