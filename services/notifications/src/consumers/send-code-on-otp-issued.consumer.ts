import { Inject, Injectable, Logger } from '@nestjs/common';
import { AccountEvents, type EventEnvelope, type OtpIssued } from '@jointly/contracts';
import { EventConsumer, type EventConsumerHandler } from '@jointly/common/events';
import type { EntityManager } from 'typeorm';
import { MailMessageRepository } from '../mail/mail-message.repository';
import type { MailContext } from '../mail/templates/mail-template';
import { passwordResetCodeMail } from '../mail/templates/password-reset-code.template';
import { verificationCodeMail } from '../mail/templates/verification-code.template';
import { RecipientRepository } from '../recipient/recipient.repository';
import { MAIL_CONTEXT } from './mail-context.provider';

/** Minutes between the event and the code's expiry; 10 when the times are missing or odd. */
export function validMinutes(occurredAt: string, expiresAt: string): number {
  const minutes = (Date.parse(expiresAt) - Date.parse(occurredAt)) / 60_000;
  return Number.isFinite(minutes) && minutes >= 1 ? Math.round(minutes) : 10;
}

/** Sign-up verification and password reset codes by e-mail. */
@Injectable()
@EventConsumer({ service: 'notifications', name: 'SendCodeOnOtpIssued', events: [AccountEvents.OtpIssued] })
export class SendCodeOnOtpIssued implements EventConsumerHandler<OtpIssued> {
  private readonly logger = new Logger('SendCodeOnOtpIssued');

  constructor(
    private readonly mails: MailMessageRepository,
    private readonly recipients: RecipientRepository,
    @Inject(MAIL_CONTEXT) private readonly ctx: MailContext,
  ) {}

  async handle(envelope: EventEnvelope<OtpIssued>, manager: EntityManager): Promise<void> {
    const { payload } = envelope;
    const render = payload.purpose === 'verify' ? verificationCodeMail : payload.purpose === 'reset' ? passwordResetCodeMail : undefined;
    if (!render) {
      this.logger.warn(`OtpIssued ${envelope.id} has unknown purpose "${String(payload.purpose)}"; no mail sent`);
      return;
    }
    const recipient = await this.recipients.findByAccountId(payload.accountId, manager);
    const mail = render(this.ctx, {
      code: payload.code,
      validMinutes: validMinutes(envelope.occurredAt, payload.expiresAt),
      name: recipient?.name,
    });
    await this.mails.enqueue(manager, { ...mail, eventId: envelope.id, to: payload.email });
  }
}
