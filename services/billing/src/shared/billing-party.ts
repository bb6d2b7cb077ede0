import type { AuthenticatedUser } from '@jointly/common/auth';
import { ForbiddenError } from '@jointly/common/errors';

/**
 * Who pays for what the caller uses: their company (providers and staff), or an expert's own account when the expert
 * has no company. Admins have no billing of their own (they use the console).
 */
export function billingPartyOf(caller: AuthenticatedUser): string {
  if (caller.role === 'admin') throw new ForbiddenError('Admins manage billing in the console.', 'BILLING.ADMIN');
  if (caller.companyId) return caller.companyId;
  if (caller.role === 'expert') return caller.id;
  throw new ForbiddenError('Your account does not belong to a company yet, so it has no plan or invoices.', 'BILLING.NO_COMPANY');
}
