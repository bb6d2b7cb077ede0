import { PLAN_LIMIT_KEYS, type PlanLimits } from '@jointly/contracts';
import { InvalidInputError } from '@jointly/common/errors';

/** Every limit present, each a whole number from 0 to 1,000,000 or null (unlimited); nothing else. */
export function validPlanLimits(input: unknown): PlanLimits {
  if (!input || typeof input !== 'object' || Array.isArray(input))
    throw new InvalidInputError('limits must be an object with one number (or null) per limit.', 'PLAN.INVALID_LIMITS');
  const record = input as Record<string, unknown>;
  const unknown = Object.keys(record).filter((k) => !(PLAN_LIMIT_KEYS as readonly string[]).includes(k));
  if (unknown.length)
    throw new InvalidInputError(`Unknown limit ${unknown[0]}; limits are ${PLAN_LIMIT_KEYS.join(', ')}.`, 'PLAN.INVALID_LIMITS');
  const limits = {} as Record<string, number | null>;
  for (const key of PLAN_LIMIT_KEYS) {
    const value = record[key];
    if (value === null) limits[key] = null;
    else if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= 1_000_000) limits[key] = value;
    else
      throw new InvalidInputError(
        `limits.${key} must be a whole number from 0 to 1,000,000, or null for unlimited.`,
        'PLAN.INVALID_LIMITS',
      );
  }
  return limits as unknown as PlanLimits;
}

/** The limits that differ between two plans' limits, as audit changes. */
export function limitChanges(before: PlanLimits, after: PlanLimits): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of PLAN_LIMIT_KEYS) if (before[key] !== after[key]) changes[`limits.${key}`] = { from: before[key], to: after[key] };
  return changes;
}
