/**
 * The get-started checklist (spec §2: a provider whose old-user flag is true lands on /v3/dashboard/get-started after
 * signing in) appeared on this date. Accounts created before it never saw the checklist.
 */
export const GET_STARTED_SINCE = new Date('2026-11-01T00:00:00.000Z');

/**
 * The login response's `oldUserStatus`: true for a returning account that has not completed the get-started
 * checklist — one migrated from the earlier platform (`oldUser`) or created before GET_STARTED_SINCE. Completing the
 * checklist (POST /account/get-started/complete) ends it for good.
 */
export function isReturningUser(account: { oldUser: boolean; createdAt: Date; getStartedCompletedAt: Date | null }): boolean {
  if (account.getStartedCompletedAt) return false;
  return account.oldUser || account.createdAt.getTime() < GET_STARTED_SINCE.getTime();
}
