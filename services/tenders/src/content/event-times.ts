import { InvalidInputError } from '@jointly/common/errors';

/** An event may not end before it starts. */
export function checkEventTimes(startsAt?: string, endsAt?: string | null): void {
  if (startsAt && endsAt && new Date(endsAt) < new Date(startsAt))
    throw new InvalidInputError('endsAt must not be before startsAt.', 'EVENT.INVALID_TIMES');
}
