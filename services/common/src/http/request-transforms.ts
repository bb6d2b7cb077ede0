import type { TransformFnParams } from 'class-transformer';
import { ValidateIf } from 'class-validator';

/** class-transformer: trims strings, leaves anything else for the validators to reject. */
export const trim = ({ value }: TransformFnParams): unknown => (typeof value === 'string' ? value.trim() : value);

/** Trims strings and turns an empty one into null (an optional text cleared). */
export const trimToNull = ({ value }: TransformFnParams): unknown => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' ? null : text;
};

/** `tender[0]=id` (qs array) or `tender=id`: always a list (spec §7 query arrays). */
export const asList = ({ value }: { value: unknown }): unknown => (value === undefined || Array.isArray(value) ? value : [value]);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Path ids that are not UUIDs cannot name anything stored (they answer 404, never a database error). */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/**
 * Like @IsOptional for a field that may be left out but never cleared: `undefined` skips validation, `null` is
 * validated (and refused by the field's type check) instead of reaching a NOT NULL column or a string method.
 */
export const IsOmittable = (): PropertyDecorator => ValidateIf((_object: object, value: unknown) => value !== undefined);
