import { Controller, Headers, HttpCode, Param, ParseUUIDPipe, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AuthenticatedUser, CurrentUser, Public } from '@jointly/common/auth';
import { InvalidInputError } from '@jointly/common/errors';
import { ApiErrors } from '@jointly/common/http';
import { StartCheckoutCommand } from '../start-checkout/start-checkout.handler';
import { HandleStripeWebhookCommand } from './stripe-webhook.handler';

@ApiTags('billing')
@Controller('billing')
export class PaymentsController {
  constructor(private readonly commands: CommandBus) {}

  @Post('invoices/:id/checkout')
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Pay an issued invoice by card: answers the Stripe Checkout URL (404 PAYMENT.CARD_OFF without STRIPE_SECRET_KEY)',
  })
  checkout(@CurrentUser() caller: AuthenticatedUser, @Param('id', ParseUUIDPipe) id: string): Promise<{ url: string }> {
    return this.commands.execute(new StartCheckoutCommand(caller, id));
  }

  @Post('stripe/webhook')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Stripe's webhook (signature-verified with STRIPE_WEBHOOK_SECRET; idempotent per event id). 404 PAYMENT.CARD_OFF where card payment is off",
  })
  @ApiBody({
    required: true,
    description: 'The Stripe event as Stripe sends it (JSON; its bytes are verified against the Stripe-Signature header)',
    schema: { type: 'object', example: { id: 'evt_1', type: 'checkout.session.completed', data: { object: {} } } },
  })
  @ApiErrors(404)
  webhook(
    @Req() request: FastifyRequest & { rawBody?: Buffer },
    @Headers('stripe-signature') signature?: string,
  ): Promise<{ received: true; duplicate: boolean }> {
    if (!request.rawBody) throw new InvalidInputError('The webhook needs a JSON body.', 'STRIPE.BODY');
    return this.commands.execute(new HandleStripeWebhookCommand(request.rawBody, signature));
  }
}
