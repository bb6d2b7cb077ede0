import type { EntityManager } from 'typeorm';
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

/** Storage a company uses for its plan limit (`storageMb`), in megabytes. */
export const countStorageMb: UsageCounter = async (manager, companyId) => (await companyStoredBytes(manager, companyId)) / BYTES_PER_MB;

/** The same for the manage-plan bars: one decimal. */
export const storageMbForUsage: UsageCounter = async (manager, companyId) =>
  Math.round((await countStorageMb(manager, companyId)) * 10) / 10;
