import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { isUuid } from '@jointly/common/http';
import type { MessageFacts } from './message-rules';
import { MessageNotFoundError } from './message.errors';

export interface StoredMessage extends MessageFacts {
  id: string;
  conversationId: string;
}

/** Named reads and writes of `messages.message` for the commands. */
@Injectable()
export class MessageRepository {
  /** The message, locked for the rest of the transaction; 404 when unknown. */
  async getForUpdate(manager: EntityManager, messageId: string): Promise<StoredMessage> {
    if (!isUuid(messageId)) throw new MessageNotFoundError();
    const rows = (await manager.query(
      `SELECT id, conversation_id AS "conversationId", author_account_id AS "authorAccountId", created_at AS "createdAt", deleted_at AS "deletedAt"
         FROM messages.message WHERE id = $1 FOR UPDATE`,
      [messageId],
    )) as StoredMessage[];
    if (!rows[0]) throw new MessageNotFoundError();
    return { ...rows[0], createdAt: new Date(rows[0].createdAt), deletedAt: rows[0].deletedAt ? new Date(rows[0].deletedAt) : null };
  }

  async edit(manager: EntityManager, messageId: string, body: string): Promise<void> {
    await manager.query('UPDATE messages.message SET body = $2, edited_at = now() WHERE id = $1', [messageId, body]);
  }

  /**
   * Marks the message deleted (its text and files are no longer served) and answers the storage keys of its files,
   * with the bytes they took and the author's company (whose plan storage they counted against).
   */
  async markDeleted(
    manager: EntityManager,
    messageId: string,
    byAdmin: boolean,
  ): Promise<{ keys: string[]; bytes: number; companyId: string | null }> {
    const [message] = (await manager.query(
      `UPDATE messages.message SET deleted_at = now(), deleted_by_admin = $2, body = '' WHERE id = $1 RETURNING author_company_id`,
      [messageId, byAdmin],
    )) as [Array<{ author_company_id: string | null }>, number];
    // TypeORM answers UPDATE/DELETE … RETURNING as [rows, affected].
    const [rows] = (await manager.query('DELETE FROM messages.attachment WHERE message_id = $1 RETURNING storage_key, size', [
      messageId,
    ])) as [Array<{ storage_key: string; size: string | number }>, number];
    return {
      keys: rows.map((r) => r.storage_key),
      bytes: rows.reduce((total, r) => total + Number(r.size), 0),
      companyId: message[0]?.author_company_id ?? null,
    };
  }
}
