import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { isUuid } from '@jointly/common/http';
import type { ConversationKind } from '@jointly/contracts';
import { ConversationNotFoundError, NotAParticipantError } from '../message/message.errors';

type Db = DataSource | EntityManager;

export interface ConversationFacts {
  id: string;
  kind: ConversationKind;
  title: string;
  subjectId: string | null;
}

/**
 * SQL fragment: the accounts taking part in conversation `$1` right now. Companies take part with every account the
 * local directory currently puts in them (a person removed from a company is out at once); a direct conversation
 * counts only while its two companies still share a consortium.
 */
export const PARTICIPANT_ACCOUNTS = `
  SELECT p.party_id AS account_id FROM messages.participant p WHERE p.conversation_id = $1 AND p.party = 'account'
  UNION
  SELECT a.account_id FROM messages.participant p JOIN messages.account a ON a.company_id = p.party_id
   WHERE p.conversation_id = $1 AND p.party = 'company'`;

/** SQL condition on conversation alias `c`: account `:acc` (a parameter reference such as `$2`) takes part in it. */
export const takesPart = (acc: string) => `(
  (EXISTS (SELECT 1 FROM messages.participant p WHERE p.conversation_id = c.id AND p.party = 'account' AND p.party_id = ${acc})
   OR EXISTS (SELECT 1 FROM messages.participant p JOIN messages.account a ON a.company_id = p.party_id
               WHERE p.conversation_id = c.id AND p.party = 'company' AND a.account_id = ${acc}))
  AND (c.kind <> 'direct' OR EXISTS (
    SELECT 1 FROM messages.consortium_member m1 JOIN messages.consortium_member m2 ON m2.consortium_id = m1.consortium_id
     WHERE m1.company_id = c.company_a AND m2.company_id = c.company_b)))`;

/** Who takes part in which conversation, always from the current read models (never from the access token). */
@Injectable()
export class Participation {
  constructor(@InjectDataSource('messages') readonly dataSource: DataSource) {}

  /** The conversation when `accountId` takes part in it; 404 when it does not exist, 403 when the caller is outside. */
  async assertParticipant(conversationId: string, accountId: string, db: Db = this.dataSource): Promise<ConversationFacts> {
    if (!isUuid(conversationId)) throw new ConversationNotFoundError();
    const rows = (await db.query(
      `SELECT c.id, c.kind, c.title, c.subject_id AS "subjectId", ${takesPart('$2')} AS "takesPart"
         FROM messages.conversation c WHERE c.id = $1`,
      [conversationId, accountId],
    )) as Array<ConversationFacts & { takesPart: boolean }>;
    const row = rows[0];
    if (!row) throw new ConversationNotFoundError();
    if (!row.takesPart) throw new NotAParticipantError();
    return { id: row.id, kind: row.kind, title: row.title, subjectId: row.subjectId };
  }

  /** Every account taking part in the conversation now (empty for a direct conversation whose companies parted). */
  async accounts(conversationId: string, db: Db = this.dataSource): Promise<string[]> {
    const [conversation] = (await db.query('SELECT kind FROM messages.conversation WHERE id = $1', [conversationId])) as Array<{
      kind: string;
    }>;
    if (!conversation) return [];
    if (conversation.kind === 'direct') {
      const [{ partners }] = (await db.query(
        `SELECT EXISTS (SELECT 1 FROM messages.conversation c JOIN messages.consortium_member m1 ON m1.company_id = c.company_a
                          JOIN messages.consortium_member m2 ON m2.consortium_id = m1.consortium_id AND m2.company_id = c.company_b
                         WHERE c.id = $1) AS partners`,
        [conversationId],
      )) as Array<{ partners: boolean }>;
      if (!partners) return [];
    }
    const rows = (await db.query(PARTICIPANT_ACCOUNTS, [conversationId])) as Array<{ account_id: string }>;
    return rows.map((r) => r.account_id);
  }

  /** The company the directory puts the account in now (null: none or unknown). */
  async companyOf(accountId: string, db: Db = this.dataSource): Promise<string | null> {
    const rows = (await db.query('SELECT company_id FROM messages.account WHERE account_id = $1', [accountId])) as Array<{
      company_id: string | null;
    }>;
    return rows[0]?.company_id ?? null;
  }
}
