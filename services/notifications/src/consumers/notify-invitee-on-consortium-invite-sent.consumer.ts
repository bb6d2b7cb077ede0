import { Inject, Injectable } from '@nestjs/common';
import { ConsortiumEvents, type ConsortiumInviteSent, type EventEnvelope } from '@jointly/contracts';
import { EventConsumer, type EventConsumerHandler } from '@jointly/common/events';
import type { EntityManager } from 'typeorm';
import { MailMessageRepository } from '../mail/mail-message.repository';
import { consortiumInvitationMail } from '../mail/templates/consortium-invitation.template';
import type { MailContext } from '../mail/templates/mail-template';
import { CONSORTIUM_REQUEST_KIND } from '../notification/commands/create-consortium-request-notification/create-consortium-request-notification.handler';
import { NotificationWriter } from '../notification/notification-writer';
import { RecipientRepository } from '../directory/recipient.repository';
import { MAIL_CONTEXT } from './mail-context.provider';

/** The inviter's own words, when the invitation carried any. */
export function inviteMessage(payload: ConsortiumInviteSent): string | null {
  return payload.message?.trim() || null;
}

/** The in-app line: "Acme Care invites Kent Homes to join the consortium "North Kent care"". */
export function consortiumInviteBody(payload: ConsortiumInviteSent): string {
  const invitation = `${payload.fromCompanyName} invites ${payload.toCompanyName} to join the consortium "${payload.consortiumName}".`;
  const message = inviteMessage(payload);
  return message ? `${invitation}\n\n${message}` : `${invitation} Open it to accept or decline.`;
}

/**
 * A consortium invited a company: one in-app notification to the invited account, filed under the invited company
 * so its shared inbox shows it, and one e-mail to that account, in the same inbox transaction. The address comes
 * from the recipients read model; an account it does not know yet fails the event, which retries and then waits in
 * dead letters for a replay.
 */
@Injectable()
@EventConsumer({ service: 'notifications', name: 'NotifyInviteeOnConsortiumInviteSent', events: [ConsortiumEvents.ConsortiumInviteSent] })
export class NotifyInviteeOnConsortiumInviteSent implements EventConsumerHandler<ConsortiumInviteSent> {
  constructor(
    private readonly writer: NotificationWriter,
    private readonly recipients: RecipientRepository,
    private readonly mails: MailMessageRepository,
    @Inject(MAIL_CONTEXT) private readonly ctx: MailContext,
  ) {}

  async handle(envelope: EventEnvelope<ConsortiumInviteSent>, manager: EntityManager): Promise<void> {
    const { payload } = envelope;
    const recipient = await this.recipients.findByAccountId(payload.toAccountId, manager);
    if (!recipient) throw new Error(`No recipient known yet for account ${payload.toAccountId} (consortium request ${payload.requestId})`);
    await this.writer.create(
      manager,
      [
        {
          recipientAccountId: payload.toAccountId,
          companyId: payload.toCompanyId,
          kind: CONSORTIUM_REQUEST_KIND,
          title: `Consortium request: ${payload.consortiumName}`,
          body: consortiumInviteBody(payload),
          link: '/consortium/dashboard',
          data: { consortiumId: payload.consortiumId, consortiumName: payload.consortiumName, requestId: payload.requestId },
          actorAccountId: payload.fromAccountId,
          sourceEventId: envelope.id,
        },
      ],
      envelope.correlationId,
    );
    const mail = consortiumInvitationMail(this.ctx, {
      name: recipient.name,
      fromCompanyName: payload.fromCompanyName,
      toCompanyName: payload.toCompanyName,
      consortiumName: payload.consortiumName,
      message: inviteMessage(payload),
    });
    await this.mails.enqueue(manager, { ...mail, eventId: envelope.id, to: recipient.email });
  }
}
