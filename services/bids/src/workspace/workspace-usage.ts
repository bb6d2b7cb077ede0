import type { UsageCounter } from '@jointly/common/limits';

/** Open workspaces of a company for its plan limit: its workspaces not submitted or archived. */
export const countOpenWorkspaces: UsageCounter = async (manager, companyId) => {
  const [{ count }] = (await manager.query(
    `SELECT count(*)::int AS count FROM bids.workspace WHERE company_id = $1 AND status IN ('draft', 'in-review')`,
    [companyId],
  )) as Array<{ count: number }>;
  return count;
};
