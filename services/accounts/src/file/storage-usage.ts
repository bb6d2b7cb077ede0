import type { EntityManager } from 'typeorm';
import { AccountEvents, type DocumentStorageChanged, type EventEnvelope } from '@jointly/contracts';
import { createEvent } from '@jointly/common/events';
import type { UsageCounter } from '@jointly/common/limits';

export const BYTES_PER_MB = 1024 * 1024;

/** Bytes of the documents stored for a company (every member's uploads). */
export async function companyStoredBytes(manager: EntityManager, companyId: string): Promise<number> {
  const [{ used }] = (await manager.query(
    'SELECT coalesce(sum(size_bytes), 0)::bigint AS used FROM accounts.stored_file WHERE company_id = $1',
    [companyId],
  )) as Array<{ used: string }>;
  return Number(used);
}

/** Bytes of the company's message attachments, as messages' AttachmentStorageChanged events told (0 when none arrived). */
export async function companyAttachmentBytes(manager: EntityManager, companyId: string): Promise<number> {
  const rows = (await manager.query('SELECT bytes::text AS bytes FROM accounts.company_attachment_usage WHERE company_id = $1', [
    companyId,
  ])) as Array<{ bytes: string }>;
  return rows[0] ? Math.max(0, Number(rows[0].bytes)) : 0;
}

/**
 * Storage a company uses for its plan limit (`storageMb`), in megabytes: its documents plus its message attachments
 * (the plan's storage is one total across both stores; messages checks the same sum from its side).
 */
export const countStorageMb: UsageCounter = async (manager, companyId) =>
  ((await companyStoredBytes(manager, companyId)) + (await companyAttachmentBytes(manager, companyId))) / BYTES_PER_MB;

/** The same for the manage-plan bars: one decimal. */
export const storageMbForUsage: UsageCounter = async (manager, companyId) =>
  Math.round((await countStorageMb(manager, companyId)) * 10) / 10;

/** The event telling messages that a company's documents grew (positive) or shrank (negative) by `deltaBytes`. */
export function documentStorageChanged(
  companyId: string,
  deltaBytes: number,
  reason: DocumentStorageChanged['reason'],
  actorId: string | null,
): EventEnvelope<DocumentStorageChanged> {
  return createEvent(AccountEvents.DocumentStorageChanged, { aggregateId: companyId, actorId, payload: { companyId, deltaBytes, reason } });
}
