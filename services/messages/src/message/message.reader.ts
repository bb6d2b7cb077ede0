import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { MessagePage, MessageView } from '@jointly/contracts';

type Db = DataSource | EntityManager;

interface MessageRow {
  id: string;
  seq: string;
  conversation_id: string;
  author_account_id: string;
  author_name: string | null;
  author_company_id: string | null;
  author_company_name: string | null;
  body: string;
  reply_to_id: string | null;
  reply_author_name: string | null;
  reply_body: string | null;
  reply_deleted: boolean | null;
  created_at: Date;
  edited_at: Date | null;
  deleted_at: Date | null;
  deleted_by_admin: boolean;
  attachments: Array<{ id: string; filename: string; mimeType: string; size: number }> | null;
}

const SELECT = `
  SELECT m.id, m.seq::text AS seq, m.conversation_id, m.author_account_id, a.name AS author_name, m.author_company_id,
         co.name AS author_company_name, m.body, m.reply_to_id, coalesce(ra.name, rco.name) AS reply_author_name,
         r.body AS reply_body, r.deleted_at IS NOT NULL AS reply_deleted, m.created_at, m.edited_at, m.deleted_at, m.deleted_by_admin,
         (SELECT json_agg(json_build_object('id', f.id, 'filename', f.filename, 'mimeType', f.mime_type, 'size', f.size) ORDER BY f.filename)
            FROM messages.attachment f WHERE f.message_id = m.id AND m.deleted_at IS NULL) AS attachments
    FROM messages.message m
    LEFT JOIN messages.account a ON a.account_id = m.author_account_id
    LEFT JOIN messages.company co ON co.company_id = m.author_company_id
    LEFT JOIN messages.message r ON r.id = m.reply_to_id
    LEFT JOIN messages.account ra ON ra.account_id = r.author_account_id
    LEFT JOIN messages.company rco ON rco.company_id = r.author_company_id`;

/** Escapes LIKE wildcards so a search for `50%` finds "50%". */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Messages as participants see them (callers check participation first). */
@Injectable()
export class MessageReader {
  constructor(@InjectDataSource('messages') private readonly dataSource: DataSource) {}

  async view(messageId: string, db: Db = this.dataSource): Promise<MessageView | null> {
    const rows = (await db.query(`${SELECT} WHERE m.id = $1`, [messageId])) as MessageRow[];
    return rows[0] ? toView(rows[0]) : null;
  }

  /** Newest first, `limit` at a time, older than `before` (a seq); `q` finds text in live messages. */
  async page(
    conversationId: string,
    options: { before?: string; q?: string; limit: number },
    db: Db = this.dataSource,
  ): Promise<MessagePage> {
    const params: unknown[] = [conversationId, options.limit + 1];
    let where = 'm.conversation_id = $1';
    if (options.before) {
      params.push(options.before);
      where += ` AND m.seq < $${params.length}::bigint`;
    }
    if (options.q) {
      params.push(likePattern(options.q));
      where += ` AND m.deleted_at IS NULL AND m.body ILIKE $${params.length}`;
    }
    const rows = (await db.query(`${SELECT} WHERE ${where} ORDER BY m.seq DESC LIMIT $2`, params)) as MessageRow[];
    const more = rows.length > options.limit;
    const messages = rows.slice(0, options.limit).map(toView);
    return { messages, nextBefore: more ? messages[messages.length - 1].seq : null };
  }
}

const excerpt = (body: string) => (body.length > 140 ? `${body.slice(0, 139)}…` : body);

function toView(row: MessageRow): MessageView {
  const deleted = row.deleted_at !== null;
  return {
    id: row.id,
    seq: row.seq,
    conversationId: row.conversation_id,
    author: {
      accountId: row.author_account_id,
      name: row.author_name ?? row.author_company_name ?? 'A participant',
      companyId: row.author_company_id,
      companyName: row.author_company_name,
    },
    body: deleted ? null : row.body,
    replyTo: row.reply_to_id
      ? {
          id: row.reply_to_id,
          authorName: row.reply_author_name ?? 'A participant',
          excerpt: row.reply_deleted ? null : excerpt(row.reply_body ?? ''),
        }
      : null,
    attachments: deleted ? [] : (row.attachments ?? []),
    createdAt: new Date(row.created_at).toISOString(),
    editedAt: row.edited_at ? new Date(row.edited_at).toISOString() : null,
    deleted,
    removedByAdmin: row.deleted_by_admin,
  };
}
