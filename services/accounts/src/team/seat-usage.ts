import type { EntityManager } from 'typeorm';
import type { UsageCounter } from '@jointly/common/limits';

/**
 * Seats a company uses for its plan limit: its accounts plus its pending, unexpired invitations (an invitation holds
 * the seat its colleague will take). `exceptEmail`: a pending invitation to that address is being replaced, so it
 * does not count.
 */
export async function countSeats(manager: EntityManager, companyId: string, exceptEmail: string | null = null): Promise<number> {
  const [{ count }] = (await manager.query(
    `SELECT (SELECT count(*) FROM accounts.account WHERE company_id = $1)
          + (SELECT count(*) FROM accounts.team_invite
              WHERE company_id = $1 AND status = 'pending' AND expires_at > now() AND ($2::text IS NULL OR email <> $2)) AS count`,
    [companyId, exceptEmail],
  )) as Array<{ count: string }>;
  return Number(count);
}

export const countSeatsInUse: UsageCounter = (manager, companyId) => countSeats(manager, companyId);
