import type { TransformFnParams } from 'class-transformer';

/** class-transformer: trims strings, leaves anything else for the validators to reject. */
export const trim = ({ value }: TransformFnParams): unknown => (typeof value === 'string' ? value.trim() : value);

/** Trims strings and turns an empty one into null (an optional text cleared). */
export const trimToNull = ({ value }: TransformFnParams): unknown => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' ? null : text;
};
