import { PLAN_LIMIT_KEYS, PLAN_LIMIT_LABELS, type PlanLimitKey, type PlanLimits } from '@jointly/contracts';

/** "3 open workspaces", "Unlimited active consortiums", "100 MB of storage". */
export function limitText(key: PlanLimitKey, value: number | null): string {
  const label = PLAN_LIMIT_LABELS[key];
  if (value === null) return `Unlimited ${label.many}`;
  return `${value.toLocaleString('en-GB')} ${value === 1 ? label.one : label.many}`;
}

/** The limit's name for headings ("Open workspaces"). */
export const limitName = (key: PlanLimitKey) => PLAN_LIMIT_LABELS[key].many.charAt(0).toUpperCase() + PLAN_LIMIT_LABELS[key].many.slice(1);

export const limitRows = (limits: PlanLimits) => PLAN_LIMIT_KEYS.map((key) => ({ key, value: limits[key] }));

/** £49.00 a month (prices are in pence, before VAT). */
export const priceText = (pence: number) =>
  pence === 0 ? 'Free' : `${new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pence / 100)} a month + VAT`;
