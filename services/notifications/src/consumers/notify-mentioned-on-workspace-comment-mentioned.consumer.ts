import { Inject, Injectable } from '@nestjs/common';
import { BidEvents, type EventEnvelope, type WorkspaceCommentMentioned } from '@jointly/contracts';
import { EventConsumer, type EventConsumerHandler } from '@jointly/common/events';
import type { EntityManager } from 'typeorm';
import { MailMessageRepository } from '../mail/mail-message.repository';
import type { MailContext } from '../mail/templates/mail-template';
import { commentMentionMail, commentMentionTitle, workspacePath } from '../mail/templates/workspace-teamwork.template';
import { NotificationWriter } from '../notification/notification-writer';
import { RecipientRepository } from '../directory/recipient.repository';
import { MAIL_CONTEXT } from './mail-context.provider';

export const WORKSPACE_COMMENT_MENTION_KIND = 'workspace-comment-mention';

/**
 * A comment in a bid workspace mentioned people: each gets an in-app notification and an e-mail quoting the comment,
 * in the same inbox transaction. Someone the read model does not know yet fails the event (retries, then a dead letter).
 */
@Injectable()
@EventConsumer({
  service: 'notifications',
  name: 'NotifyMentionedOnWorkspaceCommentMentioned',
  events: [BidEvents.WorkspaceCommentMentioned],
})
export class NotifyMentionedOnWorkspaceCommentMentioned implements EventConsumerHandler<WorkspaceCommentMentioned> {
  constructor(
    private readonly writer: NotificationWriter,
    private readonly recipients: RecipientRepository,
    private readonly mails: MailMessageRepository,
    @Inject(MAIL_CONTEXT) private readonly ctx: MailContext,
  ) {}

  async handle(envelope: EventEnvelope<WorkspaceCommentMentioned>, manager: EntityManager): Promise<void> {
    const { payload } = envelope;
    for (const accountId of payload.mentionedAccountIds) {
      const person = await this.recipients.findByAccountId(accountId, manager);
      if (!person) throw new Error(`No recipient known yet for account ${accountId} (comment ${payload.commentId})`);
      const link = workspacePath(payload.workspaceId);
      await this.writer.create(
        manager,
        [
          {
            recipientAccountId: accountId,
            companyId: person.companyId ?? null,
            kind: WORKSPACE_COMMENT_MENTION_KIND,
            title: commentMentionTitle(payload),
            body: payload.excerpt,
            link,
            data: { workspaceId: payload.workspaceId, sectionId: payload.sectionId, commentId: payload.commentId },
            actorAccountId: payload.authorAccountId,
            sourceEventId: envelope.id,
          },
        ],
        envelope.correlationId,
      );
      const mail = commentMentionMail(this.ctx, { ...payload, name: person.name, link });
      // One mail per person: the mail log is idempotent per event id, so each recipient has its own.
      await this.mails.enqueue(manager, { ...mail, eventId: `${envelope.id}:${accountId}`, to: person.email });
    }
  }
}
