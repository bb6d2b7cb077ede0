import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { MessageEvents } from '@jointly/contracts';
import { recordAdminAction } from '@jointly/common/audit';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { OutboxService, createEvent } from '@jointly/common/events';
import { attachmentStorageChanged } from '../../message/attachment-usage';
import { MessageFileStorage } from '../../message/message-file-storage';
import { MessageRepository } from '../../message/message.repository';

export class RemoveMessageCommand {
  constructor(
    readonly admin: AuthenticatedUser,
    readonly messageId: string,
    readonly reason: string,
  ) {}
}

/**
 * An admin removes a reported message by id (the report names it): it shows as "removed by an admin", its text and
 * files are gone, and the audit log records who, which message and why — never its text. Admins get no other access
 * to conversations.
 */
@CommandHandler(RemoveMessageCommand)
export class RemoveMessageHandler implements ICommandHandler<RemoveMessageCommand> {
  constructor(
    @InjectDataSource('messages') private readonly dataSource: DataSource,
    private readonly messages: MessageRepository,
    private readonly files: MessageFileStorage,
    private readonly outbox: OutboxService,
  ) {}

  async execute({ admin, messageId, reason }: RemoveMessageCommand): Promise<void> {
    const keys = await transaction(this.dataSource, async (manager) => {
      const message = await this.messages.getForUpdate(manager, messageId);
      if (message.deletedAt) return [];
      const removed = await this.messages.markDeleted(manager, messageId, true);
      await this.outbox.add(
        manager,
        createEvent(MessageEvents.MessageDeleted, {
          aggregateId: message.conversationId,
          actorId: admin.id,
          payload: { messageId, conversationId: message.conversationId, authorAccountId: message.authorAccountId, byAdmin: true },
        }),
      );
      await recordAdminAction(this.outbox, manager, {
        actor: { id: admin.id, email: admin.email },
        action: 'message.remove',
        resource: 'messages',
        resourceId: messageId,
        summary: `Removed a reported message: ${reason}`,
      });
      if (removed.companyId && removed.bytes > 0)
        await this.outbox.add(manager, attachmentStorageChanged(removed.companyId, -removed.bytes, 'admin-remove', messageId, admin.id));
      return removed.keys;
    });
    await Promise.all(keys.map((key) => this.files.remove(key).catch(() => undefined)));
  }
}
