import type { EntityManager } from 'typeorm';
import type { ConversationKind } from '@jointly/contracts';
import { appendLive } from '../live/live-log';
import { PARTICIPANT_ACCOUNTS } from './participation';

export type Party = { party: 'company' | 'account'; id: string };

/** Opens the conversation of a subject (consortium, invitation) once; answers its id. */
export async function openSubjectConversation(
  manager: EntityManager,
  kind: Exclude<ConversationKind, 'direct'>,
  subjectId: string,
  title: string,
): Promise<string> {
  const rows = (await manager.query(
    `INSERT INTO messages.conversation (kind, subject_id, title) VALUES ($1, $2, $3)
     ON CONFLICT (kind, subject_id) WHERE subject_id IS NOT NULL DO UPDATE SET kind = EXCLUDED.kind
     RETURNING id`,
    [kind, subjectId, title.slice(0, 200)],
  )) as Array<{ id: string }>;
  return rows[0].id;
}

export async function conversationOfSubject(manager: EntityManager, kind: ConversationKind, subjectId: string): Promise<string | null> {
  const rows = (await manager.query('SELECT id FROM messages.conversation WHERE kind = $1 AND subject_id = $2', [
    kind,
    subjectId,
  ])) as Array<{
    id: string;
  }>;
  return rows[0]?.id ?? null;
}

/** Adds a participant (idempotent) and tells the accounts it brings in that the conversation is there. */
export async function addParty(manager: EntityManager, conversationId: string, party: Party): Promise<void> {
  const inserted = (await manager.query(
    `INSERT INTO messages.participant (conversation_id, party, party_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING party_id`,
    [conversationId, party.party, party.id],
  )) as unknown[];
  if (inserted.length === 0) return;
  await appendLive(
    manager,
    (await accountsOfParty(manager, party)).map((accountId) => ({
      accountId,
      type: 'conversation' as const,
      data: { conversationId, added: true },
    })),
  );
}

/**
 * Takes a participant out at once; the messages stay for the others. The accounts it took part through hear that the
 * conversation is gone (unless they still take part another way).
 */
export async function removeParty(manager: EntityManager, conversationId: string, party: Party): Promise<void> {
  const leaving = await accountsOfParty(manager, party);
  await manager.query('DELETE FROM messages.participant WHERE conversation_id = $1 AND party = $2 AND party_id = $3', [
    conversationId,
    party.party,
    party.id,
  ]);
  const staying = new Set(
    ((await manager.query(PARTICIPANT_ACCOUNTS, [conversationId])) as Array<{ account_id: string }>).map((r) => r.account_id),
  );
  await appendLive(
    manager,
    leaving
      .filter((accountId) => !staying.has(accountId))
      .map((accountId) => ({ accountId, type: 'conversation' as const, data: { conversationId, removed: true } })),
  );
}

async function accountsOfParty(manager: EntityManager, party: Party): Promise<string[]> {
  if (party.party === 'account') return [party.id];
  const rows = (await manager.query('SELECT account_id FROM messages.account WHERE company_id = $1', [party.id])) as Array<{
    account_id: string;
  }>;
  return rows.map((r) => r.account_id);
}

export async function nameCompany(
  manager: EntityManager,
  companyId: string | null | undefined,
  name: string | null | undefined,
): Promise<void> {
  if (!companyId || !name?.trim()) return;
  await manager.query('INSERT INTO messages.company (company_id, name) VALUES ($1, $2) ON CONFLICT (company_id) DO NOTHING', [
    companyId,
    name.trim(),
  ]);
}
