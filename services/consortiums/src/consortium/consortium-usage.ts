import type { UsageCounter } from '@jointly/common/limits';

/** Active consortiums of a company for its plan limit: the consortiums it leads. */
export const countLedConsortiums: UsageCounter = async (manager, companyId) => {
  const [{ count }] = (await manager.query('SELECT count(*)::int AS count FROM consortiums.consortium WHERE lead_company_id = $1', [
    companyId,
  ])) as Array<{
    count: number;
  }>;
  return count;
};
