import { Inject, Injectable } from '@nestjs/common';
import { AccountEvents, type EventEnvelope, type TeamMemberInvited } from '@jointly/contracts';
import { EventConsumer, type EventConsumerHandler } from '@jointly/common/events';
import type { EntityManager } from 'typeorm';
import { MailMessageRepository } from '../mail/mail-message.repository';
import type { MailContext } from '../mail/templates/mail-template';
import { teamInvitationMail } from '../mail/templates/team-invitation.template';
import { RecipientRepository } from '../directory/recipient.repository';
import { MAIL_CONTEXT } from './mail-context.provider';

/** Invitation to join a company's team, with the PUBLIC_URL/v3/join?invite=<inviteId> link. */
@Injectable()
@EventConsumer({ service: 'notifications', name: 'SendInvitationOnTeamMemberInvited', events: [AccountEvents.TeamMemberInvited] })
export class SendInvitationOnTeamMemberInvited implements EventConsumerHandler<TeamMemberInvited> {
  constructor(
    private readonly mails: MailMessageRepository,
    private readonly recipients: RecipientRepository,
    @Inject(MAIL_CONTEXT) private readonly ctx: MailContext,
  ) {}

  async handle(envelope: EventEnvelope<TeamMemberInvited>, manager: EntityManager): Promise<void> {
    const { payload } = envelope;
    const inviter = await this.recipients.findByAccountId(payload.invitedBy, manager);
    const companyName =
      (inviter?.companyId === payload.companyId ? inviter.companyName : null) ??
      (await this.recipients.findByCompanyId(payload.companyId, manager)).find((r) => r.companyName)?.companyName ??
      null;
    const mail = teamInvitationMail(this.ctx, { inviteId: payload.inviteId, companyName, inviterName: inviter?.name });
    await this.mails.enqueue(manager, { ...mail, eventId: envelope.id, to: payload.email });
  }
}
