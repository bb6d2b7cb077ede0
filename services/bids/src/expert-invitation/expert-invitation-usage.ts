import type { UsageCounter } from '@jointly/common/limits';

/** Expert invitations a company sent this calendar month (UTC), whatever became of them, for its plan limit. */
export const countExpertInvitationsThisMonth: UsageCounter = async (manager, companyId) => {
  const [{ count }] = (await manager.query(
    `SELECT count(*)::int AS count FROM bids.bid
      WHERE inviter_company_id = $1 AND created_at >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`,
    [companyId],
  )) as Array<{ count: number }>;
  return count;
};
