import type { EntityManager } from 'typeorm';
import { MessageEvents, type AttachmentStorageChanged, type EventEnvelope } from '@jointly/contracts';
import { createEvent } from '@jointly/common/events';
import type { UsageCounter } from '@jointly/common/limits';

const BYTES_PER_MB = 1024 * 1024;

/** Bytes of the attachments a company's people have posted (messages' own store). */
export async function companyAttachmentBytes(manager: EntityManager, companyId: string): Promise<number> {
  const [{ used }] = (await manager.query(
    `SELECT coalesce(sum(a.size), 0)::bigint AS used
       FROM messages.attachment a JOIN messages.message m ON m.id = a.message_id
      WHERE m.author_company_id = $1`,
    [companyId],
  )) as Array<{ used: string }>;
  return Number(used);
}

/** Bytes of the company's documents in accounts, as its DocumentStorageChanged events told (0 when none arrived). */
export async function companyDocumentBytes(manager: EntityManager, companyId: string): Promise<number> {
  const rows = (await manager.query('SELECT bytes::text AS bytes FROM messages.company_document_usage WHERE company_id = $1', [
    companyId,
  ])) as Array<{ bytes: string }>;
  return rows[0] ? Math.max(0, Number(rows[0].bytes)) : 0;
}

/**
 * Megabytes a company uses of its plan's storage: its message attachments plus its documents in accounts. The plan's
 * storage is one total across both stores, so each store checks its own bytes plus the other's (a read model here).
 */
export const countAttachmentStorageMb: UsageCounter = async (manager, companyId) =>
  ((await companyAttachmentBytes(manager, companyId)) + (await companyDocumentBytes(manager, companyId))) / BYTES_PER_MB;

export const attachmentBytesToMb = (bytes: number): number => bytes / BYTES_PER_MB;

/** The event telling accounts that a company's attachments grew (positive) or shrank (negative) by `deltaBytes`. */
export function attachmentStorageChanged(
  companyId: string,
  deltaBytes: number,
  reason: AttachmentStorageChanged['reason'],
  messageId: string | null,
  actorId: string | null,
): EventEnvelope<AttachmentStorageChanged> {
  return createEvent(MessageEvents.AttachmentStorageChanged, {
    aggregateId: companyId,
    actorId,
    payload: { companyId, deltaBytes, reason, messageId },
  });
}
