import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { ConversationList, ConversationSummary, UnreadCounts } from '@jointly/contracts';
import { takesPart } from './participation';

type Db = DataSource | EntityManager;

/** SQL: unread messages of conversation `c` for account `$1` (others' live messages after the read mark). */
const UNREAD = `(SELECT count(*)::int FROM messages.message m
   WHERE m.conversation_id = c.id AND m.deleted_at IS NULL AND m.author_account_id <> $1
     AND m.seq > coalesce((SELECT rs.last_read_seq FROM messages.read_state rs WHERE rs.conversation_id = c.id AND rs.account_id = $1), 0))`;

/** The conversations an account takes part in now, with unread counts; nothing of anyone else's. */
@Injectable()
export class ConversationReader {
  constructor(@InjectDataSource('messages') private readonly dataSource: DataSource) {}

  async list(accountId: string, options: { subjectId?: string } = {}, db: Db = this.dataSource): Promise<ConversationList> {
    const params: unknown[] = [accountId];
    let filter = '';
    if (options.subjectId) {
      params.push(options.subjectId);
      filter = ` AND c.subject_id = $${params.length}`;
    }
    const rows = (await db.query(
      `SELECT c.id, c.kind, c.title, c.subject_id AS "subjectId", ${UNREAD} AS unread,
              coalesce((SELECT rs.muted FROM messages.read_state rs WHERE rs.conversation_id = c.id AND rs.account_id = $1), false) AS muted,
              (SELECT array_agg(DISTINCT coalesce(co.name, a.name, 'A participant'))
                 FROM messages.participant p
                 LEFT JOIN messages.company co ON p.party = 'company' AND co.company_id = p.party_id
                 LEFT JOIN messages.account a ON p.party = 'account' AND a.account_id = p.party_id
                WHERE p.conversation_id = c.id) AS participants,
              last.body AS "lastBody", last.deleted_at IS NOT NULL AS "lastDeleted", last.created_at AS "lastAt",
              coalesce(la.name, lco.name, 'A participant') AS "lastAuthor"
         FROM messages.conversation c
         LEFT JOIN LATERAL (SELECT m.body, m.deleted_at, m.created_at, m.author_account_id, m.author_company_id
                              FROM messages.message m WHERE m.conversation_id = c.id ORDER BY m.seq DESC LIMIT 1) last ON true
         LEFT JOIN messages.account la ON la.account_id = last.author_account_id
         LEFT JOIN messages.company lco ON lco.company_id = last.author_company_id
        WHERE ${takesPart('$1')}${filter}
        ORDER BY coalesce(c.last_message_at, c.created_at) DESC, c.id
        LIMIT 500`,
      params,
    )) as Array<{
      id: string;
      kind: ConversationSummary['kind'];
      title: string;
      subjectId: string | null;
      unread: number;
      muted: boolean;
      participants: string[] | null;
      lastBody: string | null;
      lastDeleted: boolean;
      lastAt: Date | null;
      lastAuthor: string;
    }>;
    const conversations: ConversationSummary[] = rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      title: r.title,
      subjectId: r.subjectId,
      participants: r.participants ?? [],
      unread: r.unread,
      muted: r.muted,
      lastMessage: r.lastAt
        ? {
            excerpt: r.lastDeleted ? null : (r.lastBody ?? '').slice(0, 140),
            authorName: r.lastAuthor,
            at: new Date(r.lastAt).toISOString(),
          }
        : null,
    }));
    return { conversations, totalUnread: conversations.reduce((sum, c) => sum + c.unread, 0) };
  }

  async unread(accountId: string, db: Db = this.dataSource): Promise<UnreadCounts> {
    const rows = (await db.query(`SELECT c.id, ${UNREAD} AS unread FROM messages.conversation c WHERE ${takesPart('$1')}`, [
      accountId,
    ])) as Array<{ id: string; unread: number }>;
    const conversations: Record<string, number> = {};
    let total = 0;
    for (const row of rows)
      if (row.unread > 0) {
        conversations[row.id] = row.unread;
        total += row.unread;
      }
    return { total, conversations };
  }

  /** Unread count of one conversation for each of `accountIds` (the live stream's `unread` events). */
  async unreadFor(conversationId: string, accountIds: string[], db: Db = this.dataSource): Promise<Map<string, number>> {
    const rows = (await db.query(
      `SELECT acc.account_id, (SELECT count(*)::int FROM messages.message m
                                 WHERE m.conversation_id = $1 AND m.deleted_at IS NULL AND m.author_account_id <> acc.account_id
                                   AND m.seq > coalesce(rs.last_read_seq, 0)) AS unread
         FROM unnest($2::uuid[]) AS acc(account_id)
         LEFT JOIN messages.read_state rs ON rs.conversation_id = $1 AND rs.account_id = acc.account_id`,
      [conversationId, accountIds],
    )) as Array<{ account_id: string; unread: number }>;
    return new Map(rows.map((r) => [r.account_id, r.unread]));
  }
}
