import { Inject, Injectable, Logger } from '@nestjs/common';
import { AccountEvents, type EventEnvelope, type OtpIssued } from '@jointly/contracts';
import { OtpCodeCipher } from '@jointly/common/auth';
import { EventConsumer, type EventConsumerHandler } from '@jointly/common/events';
import type { EntityManager } from 'typeorm';
import { MailMessageRepository } from '../mail/mail-message.repository';
import type { MailContext } from '../mail/templates/mail-template';
import { passwordResetCodeMail } from '../mail/templates/password-reset-code.template';
import { verificationCodeMail } from '../mail/templates/verification-code.template';
import { RecipientRepository } from '../directory/recipient.repository';
import { MAIL_CONTEXT } from './mail-context.provider';

/** Minutes between the event and the code's expiry; 10 when the times are missing or odd. */
export function validMinutes(occurredAt: string, expiresAt: string): number {
  const minutes = (Date.parse(expiresAt) - Date.parse(occurredAt)) / 60_000;
  return Number.isFinite(minutes) && minutes >= 1 ? Math.round(minutes) : 10;
}

/**
 * Sign-up verification and password reset codes by e-mail. The event carries the code sealed for this consumer
 * (OtpIssued.sealedCode); it is opened here only to write the mail, so no event table or topic holds it in clear.
 * A code that does not open (another key, tampered) fails the event, which retries and then waits in dead letters
 * — still sealed.
 */
@Injectable()
@EventConsumer({ service: 'notifications', name: 'SendCodeOnOtpIssued', events: [AccountEvents.OtpIssued] })
export class SendCodeOnOtpIssued implements EventConsumerHandler<OtpIssued> {
  private readonly logger = new Logger('SendCodeOnOtpIssued');

  constructor(
    private readonly mails: MailMessageRepository,
    private readonly recipients: RecipientRepository,
    @Inject(MAIL_CONTEXT) private readonly ctx: MailContext,
    private readonly cipher: OtpCodeCipher,
  ) {}

  async handle(envelope: EventEnvelope<OtpIssued>, manager: EntityManager): Promise<void> {
    const { payload } = envelope;
    const render = payload.purpose === 'verify' ? verificationCodeMail : payload.purpose === 'reset' ? passwordResetCodeMail : undefined;
    if (!render) {
      this.logger.warn(`OtpIssued ${envelope.id} has unknown purpose "${String(payload.purpose)}"; no mail sent`);
      return;
    }
    let code: string;
    try {
      code = this.cipher.open(payload.sealedCode, payload.otpId);
    } catch {
      throw new Error(`OtpIssued ${envelope.id}: the code does not open with this service's OTP_CODE_KEY`);
    }
    const recipient = await this.recipients.findByAccountId(payload.accountId, manager);
    const mail = render(this.ctx, {
      code,
      validMinutes: validMinutes(envelope.occurredAt, payload.expiresAt),
      name: recipient?.name,
    });
    await this.mails.enqueue(manager, { ...mail, eventId: envelope.id, to: payload.email });
  }
}
