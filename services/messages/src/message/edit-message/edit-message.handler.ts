import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { MessageEvents, type MessageView } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { OutboxService, createEvent } from '@jointly/common/events';
import { Participation } from '../../conversation/participation';
import { assertCanEdit, messageBody } from '../message-rules';
import { MessageReader } from '../message.reader';
import { MessageRepository } from '../message.repository';

export class EditMessageCommand {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly messageId: string,
    readonly body: unknown,
  ) {}
}

/** The author, still a participant, edits a message within 15 minutes of sending it. Publishes MessageEdited. */
@CommandHandler(EditMessageCommand)
export class EditMessageHandler implements ICommandHandler<EditMessageCommand, MessageView> {
  constructor(
    @InjectDataSource('messages') private readonly dataSource: DataSource,
    private readonly participation: Participation,
    private readonly messages: MessageRepository,
    private readonly outbox: OutboxService,
    private readonly reader: MessageReader,
  ) {}

  async execute({ caller, messageId, body: rawBody }: EditMessageCommand): Promise<MessageView> {
    await transaction(this.dataSource, async (manager) => {
      const message = await this.messages.getForUpdate(manager, messageId);
      await this.participation.assertParticipant(message.conversationId, caller.id, manager);
      assertCanEdit(message, caller.id, new Date());
      const attachments = (await manager.query('SELECT count(*)::int AS n FROM messages.attachment WHERE message_id = $1', [
        messageId,
      ])) as Array<{
        n: number;
      }>;
      await this.messages.edit(manager, messageId, messageBody(rawBody, attachments[0].n));
      await this.outbox.add(
        manager,
        createEvent(MessageEvents.MessageEdited, {
          aggregateId: message.conversationId,
          actorId: caller.id,
          payload: { messageId, conversationId: message.conversationId, authorAccountId: caller.id },
        }),
      );
    });
    return (await this.reader.view(messageId))!;
  }
}
