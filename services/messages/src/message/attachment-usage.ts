import type { UsageCounter } from '@jointly/common/limits';

const BYTES_PER_MB = 1024 * 1024;

/**
 * Megabytes of the attachments a company's people have posted, for the plan's storage limit. Messages counts the
 * bytes it stores; company documents are counted by accounts, each store against the same plan limit.
 */
export const countAttachmentStorageMb: UsageCounter = async (manager, companyId) => {
  const [{ used }] = (await manager.query(
    `SELECT coalesce(sum(a.size), 0)::bigint AS used
       FROM messages.attachment a JOIN messages.message m ON m.id = a.message_id
      WHERE m.author_company_id = $1`,
    [companyId],
  )) as Array<{ used: string }>;
  return Number(used) / BYTES_PER_MB;
};

export const attachmentBytesToMb = (bytes: number): number => bytes / BYTES_PER_MB;
