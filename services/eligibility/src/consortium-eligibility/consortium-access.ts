import type { AuthenticatedUser } from '@jointly/common/auth';
import { ForbiddenError, NotFoundError } from '@jointly/common/errors';
import type { ConsortiumMemberRow } from './consortium-eligibility.store';

/**
 * A consortium's eligibility is for the people of its member companies and admins. Unknown consortium: 404 (to
 * everyone: eligibility knows a consortium once consortiums' events arrive).
 */
export function assertConsortiumReader(actor: AuthenticatedUser, members: readonly ConsortiumMemberRow[]): void {
  if (!members.length) throw new NotFoundError('No such consortium.', 'CONSORTIUM_ELIGIBILITY.NOT_FOUND');
  if (actor.role === 'admin') return;
  if (!actor.companyId || !members.some((m) => m.companyId === actor.companyId)) {
    throw new ForbiddenError(
      'Only the member companies of this consortium can see its eligibility.',
      'CONSORTIUM_ELIGIBILITY.NOT_A_MEMBER',
    );
  }
}
