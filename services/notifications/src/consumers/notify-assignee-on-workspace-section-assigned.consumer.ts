import { Inject, Injectable } from '@nestjs/common';
import { BidEvents, type EventEnvelope, type WorkspaceSectionAssigned } from '@jointly/contracts';
import { EventConsumer, type EventConsumerHandler } from '@jointly/common/events';
import type { EntityManager } from 'typeorm';
import { MailMessageRepository } from '../mail/mail-message.repository';
import type { MailContext } from '../mail/templates/mail-template';
import {
  sectionAssignedBody,
  sectionAssignedMail,
  sectionAssignedTitle,
  workspacePath,
} from '../mail/templates/workspace-teamwork.template';
import { NotificationWriter } from '../notification/notification-writer';
import { RecipientRepository } from '../directory/recipient.repository';
import { MAIL_CONTEXT } from './mail-context.provider';

export const WORKSPACE_SECTION_ASSIGNED_KIND = 'workspace-section-assigned';

/**
 * A section of a bid workspace was assigned: the assignee gets an in-app notification and an e-mail (with the due
 * date), in the same inbox transaction. An assignee the read model does not know yet fails the event (retries, then a
 * dead letter to replay).
 */
@Injectable()
@EventConsumer({ service: 'notifications', name: 'NotifyAssigneeOnWorkspaceSectionAssigned', events: [BidEvents.WorkspaceSectionAssigned] })
export class NotifyAssigneeOnWorkspaceSectionAssigned implements EventConsumerHandler<WorkspaceSectionAssigned> {
  constructor(
    private readonly writer: NotificationWriter,
    private readonly recipients: RecipientRepository,
    private readonly mails: MailMessageRepository,
    @Inject(MAIL_CONTEXT) private readonly ctx: MailContext,
  ) {}

  async handle(envelope: EventEnvelope<WorkspaceSectionAssigned>, manager: EntityManager): Promise<void> {
    const { payload } = envelope;
    const assignee = await this.recipients.findByAccountId(payload.assigneeAccountId, manager);
    if (!assignee) throw new Error(`No recipient known yet for account ${payload.assigneeAccountId} (section ${payload.sectionId})`);
    const link = workspacePath(payload.workspaceId);
    await this.writer.create(
      manager,
      [
        {
          recipientAccountId: payload.assigneeAccountId,
          companyId: assignee.companyId ?? null,
          kind: WORKSPACE_SECTION_ASSIGNED_KIND,
          title: sectionAssignedTitle(payload),
          body: sectionAssignedBody(payload),
          link,
          data: {
            workspaceId: payload.workspaceId,
            sectionId: payload.sectionId,
            dueDate: payload.dueDate,
            assignedBy: payload.assignedBy,
          },
          actorAccountId: payload.assignedBy,
          sourceEventId: envelope.id,
        },
      ],
      envelope.correlationId,
    );
    const mail = sectionAssignedMail(this.ctx, { ...payload, name: assignee.name, link });
    await this.mails.enqueue(manager, { ...mail, eventId: envelope.id, to: assignee.email });
  }
}
