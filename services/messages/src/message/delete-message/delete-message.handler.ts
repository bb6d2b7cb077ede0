import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { MessageEvents } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { OutboxService, createEvent } from '@jointly/common/events';
import { Participation } from '../../conversation/participation';
import { attachmentStorageChanged } from '../attachment-usage';
import { MessageFileStorage } from '../message-file-storage';
import { assertCanDelete } from '../message-rules';
import { MessageRepository } from '../message.repository';

export class DeleteMessageCommand {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly messageId: string,
  ) {}
}

/** The author deletes a message: it stays in place as "message deleted", its text and files are gone. Publishes MessageDeleted. */
@CommandHandler(DeleteMessageCommand)
export class DeleteMessageHandler implements ICommandHandler<DeleteMessageCommand> {
  constructor(
    @InjectDataSource('messages') private readonly dataSource: DataSource,
    private readonly participation: Participation,
    private readonly messages: MessageRepository,
    private readonly files: MessageFileStorage,
    private readonly outbox: OutboxService,
  ) {}

  async execute({ caller, messageId }: DeleteMessageCommand): Promise<void> {
    const keys = await transaction(this.dataSource, async (manager) => {
      const message = await this.messages.getForUpdate(manager, messageId);
      await this.participation.assertParticipant(message.conversationId, caller.id, manager);
      if (!assertCanDelete(message, caller.id)) return [];
      const removed = await this.messages.markDeleted(manager, messageId, false);
      await this.outbox.add(
        manager,
        createEvent(MessageEvents.MessageDeleted, {
          aggregateId: message.conversationId,
          actorId: caller.id,
          payload: { messageId, conversationId: message.conversationId, authorAccountId: caller.id, byAdmin: false },
        }),
      );
      if (removed.companyId && removed.bytes > 0)
        await this.outbox.add(manager, attachmentStorageChanged(removed.companyId, -removed.bytes, 'delete', messageId, caller.id));
      return removed.keys;
    });
    await Promise.all(keys.map((key) => this.files.remove(key).catch(() => undefined)));
  }
}
