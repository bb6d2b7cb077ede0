import { ValidationError, ValidationPipe } from '@nestjs/common';
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

/**
 * The global DTO validation: unknown properties are rejected (no mass assignment of role, verified or owner
 * fields), payloads are transformed into DTO instances.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    exceptionFactory: validationErrorFactory,
  });
}
