import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { MessageEvents, type MessageView } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { InvalidInputError } from '@jointly/common/errors';
import { OutboxService, createEvent } from '@jointly/common/events';
import type { ReceivedUpload } from '@jointly/common/http';
import { isUuid } from '@jointly/common/http';
import { PlanLimitChecker, RateLimiter, type RateLimit } from '@jointly/common/limits';
import { Participation } from '../../conversation/participation';
import { attachmentBytesToMb, attachmentStorageChanged, countAttachmentStorageMb } from '../attachment-usage';
import { MessageFileStorage } from '../message-file-storage';
import { MAX_ATTACHMENTS, messageBody } from '../message-rules';
import { ReplyTargetError } from '../message.errors';
import { MessageReader } from '../message.reader';

/** Per person, across all conversations and replicas. */
export const SEND_LIMIT: RateLimit = { what: 'messages sent', limit: 30, windowSeconds: 60 };

export class PostMessageCommand {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly conversationId: string,
    readonly body: unknown,
    readonly replyToId: unknown,
    readonly files: ReceivedUpload[],
  ) {}
}

/**
 * A participant posts a message (text and/or checked files, optionally replying to a message of the same
 * conversation). Rate-limited per person. Attachments count against the author's company plan's storage, one total with
 * the company's documents in accounts (403 PLAN.LIMIT_REACHED, checked before any byte is written); the bytes added
 * go to accounts as AttachmentStorageChanged. The author has read their own message. Publishes
 * MessagePosted, from which every participant's live stream hears of it.
 */
@CommandHandler(PostMessageCommand)
export class PostMessageHandler implements ICommandHandler<PostMessageCommand, MessageView> {
  private readonly limiter: RateLimiter;

  constructor(
    @InjectDataSource('messages') private readonly dataSource: DataSource,
    private readonly participation: Participation,
    private readonly files: MessageFileStorage,
    private readonly outbox: OutboxService,
    private readonly limits: PlanLimitChecker,
    private readonly reader: MessageReader,
  ) {
    this.limiter = new RateLimiter(dataSource, 'messages');
  }

  async execute({ caller, conversationId, body: rawBody, replyToId, files }: PostMessageCommand): Promise<MessageView> {
    await this.participation.assertParticipant(conversationId, caller.id);
    if (files.length > MAX_ATTACHMENTS)
      throw new InvalidInputError(`Attach at most ${MAX_ATTACHMENTS} files to one message.`, 'MESSAGE.TOO_MANY_FILES');
    const body = messageBody(rawBody, files.length);
    if (replyToId !== undefined && replyToId !== null && replyToId !== '' && !isUuid(replyToId)) throw new ReplyTargetError();
    await this.limiter.hit('send', caller.id, SEND_LIMIT);
    const stored: Array<{ key: string; file: ReceivedUpload }> = [];
    let messageId: string;
    try {
      messageId = await transaction(this.dataSource, async (manager) => {
        await this.participation.assertParticipant(conversationId, caller.id, manager);
        const reply = typeof replyToId === 'string' && replyToId ? replyToId : null;
        if (reply) {
          const target = (await manager.query('SELECT 1 FROM messages.message WHERE id = $1 AND conversation_id = $2', [
            reply,
            conversationId,
          ])) as unknown[];
          if (target.length === 0) throw new ReplyTargetError();
        }
        if (files.length > 0 && caller.companyId) {
          const adding = files.reduce((total, file) => total + file.bytes.length, 0);
          await this.limits.assertCanAdd(manager, caller.companyId, 'storageMb', countAttachmentStorageMb, attachmentBytesToMb(adding));
        }
        for (const file of files) stored.push({ key: await this.files.put(file.bytes), file });
        const companyId = await this.participation.companyOf(caller.id, manager);
        const [message] = (await manager.query(
          `INSERT INTO messages.message (conversation_id, author_account_id, author_company_id, body, reply_to_id)
           VALUES ($1, $2, $3, $4, $5) RETURNING id, seq::text AS seq`,
          [conversationId, caller.id, companyId, body, reply],
        )) as Array<{ id: string; seq: string }>;
        for (const { key, file } of stored)
          await manager.query(
            `INSERT INTO messages.attachment (message_id, conversation_id, storage_key, filename, mime_type, size) VALUES ($1, $2, $3, $4, $5, $6)`,
            [message.id, conversationId, key, file.filename, file.mimeType, file.bytes.length],
          );
        await manager.query('UPDATE messages.conversation SET last_message_at = now() WHERE id = $1', [conversationId]);
        await manager.query(
          `INSERT INTO messages.read_state (conversation_id, account_id, last_read_seq, digested_seq) VALUES ($1, $2, $3, $3)
           ON CONFLICT (conversation_id, account_id) DO UPDATE SET last_read_seq = GREATEST(messages.read_state.last_read_seq, EXCLUDED.last_read_seq)`,
          [conversationId, caller.id, message.seq],
        );
        await this.outbox.add(
          manager,
          createEvent(MessageEvents.MessagePosted, {
            aggregateId: conversationId,
            actorId: caller.id,
            payload: {
              messageId: message.id,
              conversationId,
              authorAccountId: caller.id,
              authorCompanyId: companyId,
              replyToId: reply,
              attachmentCount: stored.length,
            },
          }),
        );
        const addedBytes = stored.reduce((total, { file }) => total + file.bytes.length, 0);
        if (companyId && addedBytes > 0)
          await this.outbox.add(manager, attachmentStorageChanged(companyId, addedBytes, 'post', message.id, caller.id));
        return message.id;
      });
    } catch (error) {
      await Promise.all(stored.map(({ key }) => this.files.remove(key).catch(() => undefined)));
      throw error;
    }
    return (await this.reader.view(messageId))!;
  }
}
