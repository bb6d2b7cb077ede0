import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { UserCriteriaSearchResult } from '@jointly/contracts';
import { isAdmin, type AuthenticatedUser } from '@jointly/common/auth';

import { UserCriteriaOfOtherCompanyError } from '../../user-criteria.errors';
import { UserCriteriaRepository, type UserCriteriaScope } from '../../user-criteria.repository';
import { toUserCriteriaView } from '../../user-criteria.view';
import { SearchUserCriteriaQuery } from './search-user-criteria.query';
import { pageInfo } from '@jointly/common/http';

/**
 * Who sees whose criteria: an admin anyone's; everyone else their own account's and those saved by accounts of their
 * company. Asking for another account is allowed only when its criteria belong to the caller's company (403 otherwise,
 * whether or not that account has criteria, so the answer does not reveal which accounts exist).
 */
@QueryHandler(SearchUserCriteriaQuery)
export class SearchUserCriteriaHandler implements IQueryHandler<SearchUserCriteriaQuery> {
  constructor(private readonly criteria: UserCriteriaRepository) {}

  async execute({ actor, accountIds, page, limit }: SearchUserCriteriaQuery): Promise<UserCriteriaSearchResult> {
    const scope: UserCriteriaScope = {};
    if (accountIds?.length) {
      if (!isAdmin(actor)) await this.assertVisible(actor, accountIds);
      scope.accountIds = accountIds;
    } else if (!isAdmin(actor)) {
      scope.visibleTo = { accountId: actor.id, companyId: actor.companyId };
    }
    const { items, total } = await this.criteria.findPage(scope, (page - 1) * limit, limit);
    return { foundCriteria: items.map(toUserCriteriaView), ...pageInfo(total, page, limit) };
  }

  private async assertVisible(actor: AuthenticatedUser, accountIds: string[]): Promise<void> {
    const others = accountIds.filter((id) => id !== actor.id);
    if (!others.length) return;
    if (!actor.companyId) throw new UserCriteriaOfOtherCompanyError();
    const rows = await this.criteria.findByAccountIds(others);
    const ofCompany = new Set(rows.filter((row) => row.companyId === actor.companyId).map((row) => row.accountId));
    if (others.some((id) => !ofCompany.has(id))) throw new UserCriteriaOfOtherCompanyError();
  }
}
