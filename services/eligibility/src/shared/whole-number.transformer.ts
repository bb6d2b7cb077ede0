import type { ValueTransformer } from 'typeorm';

/** PostgreSQL bigint arrives as a string; the amounts stored here (≤ 10^12) are exact as JS numbers. */
export const WHOLE_NUMBER: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null || value === undefined ? null : Number(value)),
};
