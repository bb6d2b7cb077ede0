import { ArgumentMetadata, ValidationError, ValidationPipe } from '@nestjs/common';
import { InvalidInputError } from './domain-error';

function flatten(errors: ValidationError[], parent = ''): Array<{ field: string; problems: string[] }> {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = error.constraints ? [{ field, problems: Object.values(error.constraints) }] : [];
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/** Turns class-validator errors into one 400 whose message names every bad field. */
export function validationErrorFactory(errors: ValidationError[]): InvalidInputError {
  const fields = flatten(errors);
  const message = fields.map((f) => f.problems.join(', ')).join('; ');
  return new InvalidInputError(message ? `Invalid input: ${message}.` : 'Invalid input.', 'REQUEST.VALIDATION_FAILED', { fields });
}

const isDtoClass = (type: ArgumentMetadata['metatype']) =>
  typeof type === 'function' && ![Object, Array, String, Number, Boolean].includes(type as never);

/**
 * The global validation pipe. A body declared as a DTO must be a JSON object: ValidationPipe turns a `null` body into
 * `{}`, so `PATCH …` with the body `null` passed as an empty update, and an array or a bare value reached class-validator
 * as something no rule describes.
 */
class JointlyValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // No body at all (undefined) stays allowed: the DTO's own rules decide whether that is enough.
    const notAnObject = value === null || typeof value !== 'object' || Array.isArray(value);
    if (metadata.type === 'body' && isDtoClass(metadata.metatype) && value !== undefined && notAnObject)
      throw new InvalidInputError('The request body must be a JSON object.', 'REQUEST.VALIDATION_FAILED', {
        fields: [{ field: 'body', problems: ['must be a JSON object'] }],
      });
    return super.transform(value, metadata);
  }
}

/**
 * The global DTO validation: unknown properties are rejected (no mass assignment of role, verified or owner
 * fields), payloads are transformed into DTO instances, a DTO body must be an object.
 */
export function createValidationPipe(): ValidationPipe {
  return new JointlyValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    exceptionFactory: validationErrorFactory,
  });
}
