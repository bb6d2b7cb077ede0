import { ForbiddenError, UnauthenticatedError } from '../errors';
import type { AuthenticatedUser } from './authenticated-user';

export const isAdmin = (user: AuthenticatedUser | undefined): boolean => user?.role === 'admin';

/** The caller must be signed in; returns the user. */
export function requireUser(user: AuthenticatedUser | undefined): AuthenticatedUser {
  if (!user) throw new UnauthenticatedError();
  return user;
}

/** Passes for the owner of the object or an admin; 403 otherwise. */
export function assertOwnerOrAdmin(user: AuthenticatedUser | undefined, ownerAccountId: string, what = 'this'): void {
  const caller = requireUser(user);
  if (caller.id !== ownerAccountId && !isAdmin(caller)) throw new ForbiddenError(`You can only change ${what} of your own account.`);
}

/** Passes for members of the company or an admin; 403 otherwise. */
export function assertCompanyMemberOrAdmin(user: AuthenticatedUser | undefined, companyId: string | null, what = 'this'): void {
  const caller = requireUser(user);
  if (isAdmin(caller)) return;
  if (!companyId || caller.companyId !== companyId) throw new ForbiddenError(`Only members of the company can access ${what}.`);
}
