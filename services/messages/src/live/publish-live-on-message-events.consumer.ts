import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  MessageEvents,
  type ConversationRead,
  type EventEnvelope,
  type MessageDeleted,
  type MessageEdited,
  type MessagePosted,
} from '@jointly/contracts';
import { EventConsumer, type EventConsumerHandler } from '@jointly/common/events';
import { ConversationReader } from '../conversation/conversation.reader';
import { Participation } from '../conversation/participation';
import { MessageReader } from '../message/message.reader';
import { appendLive, type LiveEntry } from './live-log';

type MessageEvent = MessagePosted | MessageEdited | MessageDeleted | ConversationRead;

const CHANGE: Record<string, 'created' | 'edited' | 'deleted'> = {
  [MessageEvents.MessagePosted.type]: 'created',
  [MessageEvents.MessageEdited.type]: 'edited',
  [MessageEvents.MessageDeleted.type]: 'deleted',
};

/**
 * Feeds the live log from the messages events (in-process or over Kafka, consumer group `messages`): each current
 * participant gets the message as it is now, and their new unread count for the conversation when it changed; a
 * reader's other tabs get their new count. Whichever process handles the event, every process's hub hears the NOTIFY.
 */
@Injectable()
@EventConsumer({
  service: 'messages',
  name: 'PublishLiveOnMessageEvents',
  events: [MessageEvents.MessagePosted, MessageEvents.MessageEdited, MessageEvents.MessageDeleted, MessageEvents.ConversationRead],
})
export class PublishLiveOnMessageEvents implements EventConsumerHandler<MessageEvent> {
  constructor(
    private readonly participation: Participation,
    private readonly messages: MessageReader,
    private readonly conversations: ConversationReader,
  ) {}

  async handle(envelope: EventEnvelope<MessageEvent>, manager: EntityManager): Promise<void> {
    const { conversationId } = envelope.payload;
    if (envelope.type === MessageEvents.ConversationRead.type) {
      const { accountId } = envelope.payload as ConversationRead;
      const unread = await this.conversations.unreadFor(conversationId, [accountId], manager);
      await appendLive(manager, [{ accountId, type: 'unread', data: { conversationId, unread: unread.get(accountId) ?? 0 } }]);
      return;
    }
    const { messageId } = envelope.payload as MessagePosted;
    const message = await this.messages.view(messageId, manager);
    if (!message) return;
    const accounts = await this.participation.accounts(conversationId, manager);
    // One object for every participant: the live log stores it once.
    const data = { conversationId, message, change: CHANGE[envelope.type] };
    const entries: LiveEntry[] = accounts.map((accountId) => ({ accountId, type: 'message', data }));
    if (envelope.type !== MessageEvents.MessageEdited.type) {
      const unread = await this.conversations.unreadFor(conversationId, accounts, manager);
      for (const accountId of accounts)
        if (accountId !== message.author.accountId)
          entries.push({ accountId, type: 'unread', data: { conversationId, unread: unread.get(accountId) ?? 0 } });
    }
    await appendLive(manager, entries);
  }
}
