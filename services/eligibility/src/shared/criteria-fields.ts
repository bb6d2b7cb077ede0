import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { cleanOptionalText, cleanTextList, MAX_ITEM_LENGTH, MAX_LIST_ITEMS } from './criteria-input';

/**
 * Field decorators of the criteria request DTOs: each normalises its value (criteria-input.ts) and then validates
 * it with a message naming the field. Every field is optional (absent = unchanged); null clears it.
 */

interface ListOptions {
  example: string[];
  description: string;
  /** Cleaning of the list (default: trim and de-duplicate). */
  clean?: (value: unknown) => unknown;
  /** Each item must match, e.g. CPV codes. */
  pattern?: { regex: RegExp; message: string };
}

/** A list of at most 50 distinct text items of at most 120 characters. */
export function TextListField(field: string, options: ListOptions): PropertyDecorator {
  const clean = options.clean ?? ((value: unknown) => cleanTextList(value));
  return applyDecorators(
    ApiPropertyOptional({ type: [String], example: options.example, description: options.description, maxItems: MAX_LIST_ITEMS }),
    Transform(({ value }) => clean(value)),
    IsOptional(),
    IsArray({ message: `${field} must be a list of text items` }),
    ArrayMaxSize(MAX_LIST_ITEMS, { message: `${field} may hold at most ${MAX_LIST_ITEMS} items` }),
    IsString({ each: true, message: `${field} must contain text items only` }),
    MaxLength(MAX_ITEM_LENGTH, { each: true, message: `each item of ${field} must be at most ${MAX_ITEM_LENGTH} characters` }),
    ...(options.pattern ? [Matches(options.pattern.regex, { each: true, message: options.pattern.message })] : []),
  );
}

/** A whole number from 0 to `max` (GBP amounts, years, head counts), or null. */
export function WholeNumberField(field: string, max: number, example: number, description: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, maximum: max, example, description }),
    IsOptional(),
    IsInt({ message: `${field} must be a whole number` }),
    Min(0, { message: `${field} must be 0 or more` }),
    Max(max, { message: `${field} must be at most ${max}` }),
  );
}

/** One line of text of at most `max` characters, or null (an empty string clears it too). */
export function OptionalTextField(field: string, max: number, example: string, clean = cleanOptionalText): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, maxLength: max, example }),
    Transform(({ value }) => clean(value)),
    IsOptional(),
    IsString({ message: `${field} must be text` }),
    MaxLength(max, { message: `${field} must be at most ${max} characters` }),
  );
}

/** The fields of `dto` that were sent (null included: it clears), in the order of `fields`. */
export function sentFields<T extends object, F extends keyof T>(dto: T, fields: readonly F[]): Partial<Pick<T, F>> {
  const sent: Partial<Pick<T, F>> = {};
  for (const field of fields) if (dto[field] !== undefined) sent[field] = dto[field];
  return sent;
}
