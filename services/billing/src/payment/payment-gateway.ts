import type { Provider } from '@nestjs/common';
import Stripe from 'stripe';
import type { InvoiceView } from '@jointly/contracts';
import { APP_CONFIG, type AppConfig } from '@jointly/common/config';
import { InvalidInputError } from '@jointly/common/errors';

/** A verified payment-provider event, reduced to what billing acts on. */
export interface PaymentEvent {
  id: string;
  type: string;
  /** checkout.session.completed with payment_status paid: the session and the invoice it paid. */
  paidCheckout: { sessionId: string; invoiceId: string | null } | null;
}

/** The one port to card payments. The Stripe adapter is the only implementation; null when STRIPE_SECRET_KEY is unset. */
export interface PaymentGateway {
  /** A hosted checkout page for the invoice's total; answers its id and URL. */
  createCheckout(invoice: InvoiceView, urls: { success: string; cancel: string }): Promise<{ sessionId: string; url: string }>;
  /** Verifies the webhook signature over the raw body (400 when it does not match) and reads the event. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}

export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');

/** Stripe Checkout (one-off payment per invoice) and Stripe-Signature verification with the endpoint's secret. */
export class StripeGateway implements PaymentGateway {
  private readonly stripe: Stripe;

  constructor(
    secretKey: string,
    private readonly webhookSecret: string,
  ) {
    this.stripe = new Stripe(secretKey);
  }

  async createCheckout(invoice: InvoiceView, urls: { success: string; cancel: string }): Promise<{ sessionId: string; url: string }> {
    const session = await this.stripe.checkout.sessions.create({
      mode: 'payment',
      client_reference_id: invoice.id,
      metadata: { invoiceId: invoice.id, invoiceNumber: invoice.number },
      customer_email: invoice.billingEmail ?? undefined,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: invoice.currency.toLowerCase(),
            unit_amount: invoice.totalPence,
            product_data: { name: `Invoice ${invoice.number}` },
          },
        },
      ],
      success_url: urls.success,
      cancel_url: urls.cancel,
    });
    if (!session.url) throw new Error('Stripe answered a checkout session without a URL');
    return { sessionId: session.id, url: session.url };
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent {
    if (!signature) throw new InvalidInputError('Missing Stripe-Signature header.', 'STRIPE.SIGNATURE');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    } catch {
      throw new InvalidInputError('The Stripe signature does not match this payload.', 'STRIPE.SIGNATURE');
    }
    let paidCheckout: PaymentEvent['paidCheckout'] = null;
    if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
      const session = event.data.object;
      if (session.payment_status === 'paid')
        paidCheckout = { sessionId: session.id, invoiceId: session.metadata?.invoiceId ?? session.client_reference_id ?? null };
    }
    return { id: event.id, type: event.type, paidCheckout };
  }
}

/** The gateway from the configuration: Stripe when STRIPE_SECRET_KEY is set, otherwise none (card payment off). */
export const paymentGatewayProvider: Provider = {
  provide: PAYMENT_GATEWAY,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): PaymentGateway | null =>
    config.stripeSecretKey && config.stripeWebhookSecret ? new StripeGateway(config.stripeSecretKey, config.stripeWebhookSecret) : null,
};
