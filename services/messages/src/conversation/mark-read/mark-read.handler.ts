import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { MessageEvents, type UnreadCounts } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { OutboxService, createEvent } from '@jointly/common/events';
import { ConversationReader } from '../conversation.reader';
import { Participation } from '../participation';

export class MarkReadCommand {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly conversationId: string,
    /** Read up to this message seq; absent: everything so far. */
    readonly upToSeq: string | undefined,
  ) {}
}

/** A participant read a conversation up to a message (never backwards). Publishes ConversationRead for their other tabs. */
@CommandHandler(MarkReadCommand)
export class MarkReadHandler implements ICommandHandler<MarkReadCommand, UnreadCounts> {
  constructor(
    @InjectDataSource('messages') private readonly dataSource: DataSource,
    private readonly participation: Participation,
    private readonly outbox: OutboxService,
    private readonly reader: ConversationReader,
  ) {}

  async execute({ caller, conversationId, upToSeq }: MarkReadCommand): Promise<UnreadCounts> {
    await transaction(this.dataSource, async (manager) => {
      await this.participation.assertParticipant(conversationId, caller.id, manager);
      const [{ latest }] = (await manager.query(
        `SELECT coalesce(max(seq), 0)::text AS latest FROM messages.message WHERE conversation_id = $1 AND ($2::bigint IS NULL OR seq <= $2::bigint)`,
        [conversationId, upToSeq ?? null],
      )) as Array<{ latest: string }>;
      const changed = (await manager.query(
        `INSERT INTO messages.read_state (conversation_id, account_id, last_read_seq) VALUES ($1, $2, $3)
         ON CONFLICT (conversation_id, account_id) DO UPDATE SET last_read_seq = EXCLUDED.last_read_seq
           WHERE messages.read_state.last_read_seq < EXCLUDED.last_read_seq
         RETURNING last_read_seq`,
        [conversationId, caller.id, latest],
      )) as unknown[];
      if (changed.length === 0) return;
      await this.outbox.add(
        manager,
        createEvent(MessageEvents.ConversationRead, {
          aggregateId: conversationId,
          actorId: caller.id,
          payload: { conversationId, accountId: caller.id, lastReadSeq: latest },
        }),
      );
    });
    return this.reader.unread(caller.id);
  }
}
