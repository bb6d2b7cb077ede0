import type { AuthenticatedUser } from '../auth';
import type { Role } from '@jointly/contracts';

// Helpers for the unit tests of domain rules. Imported by path (`@jointly/common/testing/rules`), not through the
// testing barrel: the barrel loads Nest, TypeORM and the SMTP server, seconds a unit test does not need to wait.

/** The verified token's user as the rules see it: `role` of `companyId` (none for experts and admins). */
export const signedIn = (role: Role, companyId: string | null, id = 'a-1'): AuthenticatedUser => ({
  id,
  role,
  email: `${id}@example.test`,
  companyId,
  sessionId: 's',
});

/** The HTTP status of the error `fn` throws (a domain error's), or 'ok' when it throws nothing. */
export const statusOf = (fn: () => unknown): number | 'ok' => {
  try {
    fn();
    return 'ok';
  } catch (error) {
    return (error as { status: number }).status;
  }
};
