import type { Type } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { InvalidInputError, validationErrorFactory } from '@jointly/common/errors';
import type { ContentResourceSpec } from './content.repository';

/** Fields of the record react-admin sends back with a PUT that are not written. */
const READ_ONLY = new Set(['id', 'createdAt', 'updatedAt']);

/** The body without read-only record fields, checked by the resource's DTO; only the writable fields with a value. */
export async function validatedContentInput(
  spec: ContentResourceSpec,
  dto: Type<object>,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const writable = Object.fromEntries(Object.entries(body ?? {}).filter(([key]) => !READ_ONLY.has(key)));
  const instance = plainToInstance(dto, writable);
  const errors = await validate(instance, { whitelist: true, forbidNonWhitelisted: true });
  if (errors.length) throw validationErrorFactory(errors);
  const known = Object.keys(spec.fields);
  return Object.fromEntries(Object.entries(writable).filter(([key, value]) => known.includes(key) && value !== undefined));
}

/** 400 naming the required fields that have no value in the record as it will be stored. */
export function checkRequiredContent(spec: ContentResourceSpec, record: Record<string, unknown>): void {
  const missing = spec.required.filter((f) => record[f] === undefined || record[f] === null || record[f] === '');
  if (missing.length)
    throw new InvalidInputError(`${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} required.`, 'REQUEST.VALIDATION_FAILED');
}

/** Same instant written differently (`…T10:00:00Z` vs `…T10:00:00.000Z`) is no change. */
export function normaliseDates(input: Record<string, unknown>, before: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    const old = before[key];
    out[key] =
      typeof value === 'string' &&
      typeof old === 'string' &&
      !Number.isNaN(Date.parse(value)) &&
      Date.parse(value) === Date.parse(old) &&
      /T/.test(old)
        ? old
        : value;
  }
  return out;
}
