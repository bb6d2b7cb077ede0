import { ParseUUIDPipe } from '@nestjs/common';
import { InvalidInputError } from '@jointly/common/errors';

/**
 * The accounts service's route prefixes, in one place. `account/…` holds the signed-in account's own calls (profile,
 * password, bookmarks, requests, get-started, sign-in); sign-up and e-mail verification answer under one prefix per
 * account type (`account/register` for providers, `expert/register`, `staff/register`).
 */
export const ACCOUNT_ROUTES = 'account';
export const SIGN_UP_ROUTES = { provider: 'account', expert: 'expert', staff: 'staff' } as const;

/** A path parameter that must be a UUID: 400 `REQUEST.INVALID_ID` otherwise. */
export const uuidParam = (name: string) =>
  new ParseUUIDPipe({ exceptionFactory: () => new InvalidInputError(`${name} must be a UUID.`, 'REQUEST.INVALID_ID') });
