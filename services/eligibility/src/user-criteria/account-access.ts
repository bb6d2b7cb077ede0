import { Injectable } from '@nestjs/common';
import { isAdmin, type AuthenticatedUser } from '@jointly/common/auth';
import { ForbiddenError } from '@jointly/common/errors';
import { NO_FACTS, type ProviderFacts } from '../scoring/provider-facts';
import { UserCriteriaRepository } from './user-criteria.repository';

export class EligibilityOfOtherAccountError extends ForbiddenError {
  constructor() {
    super('You can only see the eligibility of your own account or of accounts of your company.', 'ELIGIBILITY.FORBIDDEN');
  }
}

/**
 * Whose eligibility a caller may see: an admin anyone's; everyone else their own account's, and that of the accounts of
 * the caller's company (its accounts now by accounts' events (`account_company`); else the company an account saved its criteria
 * in) (403 otherwise, whether or not the account exists).
 */
@Injectable()
export class AccountAccess {
  constructor(private readonly criteria: UserCriteriaRepository) {}

  async assertMaySee(actor: AuthenticatedUser, accountId: string): Promise<void> {
    if (isAdmin(actor) || actor.id === accountId) return;
    if (!actor.companyId) throw new EligibilityOfOtherAccountError();
    if ((await this.criteria.currentCompanyOf(accountId)) !== actor.companyId) throw new EligibilityOfOtherAccountError();
  }

  /** The account's facts, its answers merged with its company's profile (none known: everything empty). */
  async factsOf(accountId: string): Promise<ProviderFacts> {
    return (await this.criteria.findFacts(accountId)) ?? NO_FACTS;
  }
}
