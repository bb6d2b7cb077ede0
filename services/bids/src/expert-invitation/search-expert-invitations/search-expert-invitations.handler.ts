import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { BidView } from '@jointly/contracts';

import { invitationSearchScope } from '../expert-invitation-rules';
import {
  EXPERT_INVITATION_SELECT,
  ExpertInvitationRepository,
  expertInvitationView,
  type ExpertInvitationRow,
} from '../expert-invitation.repository';
import { pageInfo } from '@jointly/common/http';
import { SearchExpertInvitationsQuery } from './search-expert-invitations.query';

/** GET /bids/search: the invitations the caller may see (invitationSearchScope), newest first. */
@QueryHandler(SearchExpertInvitationsQuery)
export class SearchExpertInvitationsHandler implements IQueryHandler<SearchExpertInvitationsQuery> {
  constructor(private readonly bids: ExpertInvitationRepository) {}

  async execute({
    caller,
    search,
  }: SearchExpertInvitationsQuery): Promise<{ foundBids: BidView[]; count: number; currentPage: number; totalPages: number }> {
    const scope = invitationSearchScope(caller, search.role);
    const params: unknown[] = [];
    const add = (value: unknown) => `$${params.push(value)}`;
    const where: string[] = [];
    if (scope.expertAccountId) where.push(`b.expert_account_id = ${add(scope.expertAccountId)}`);
    if (scope.inviterCompanyId) where.push(`b.inviter_company_id = ${add(scope.inviterCompanyId)}`);
    if (scope.invitedBy) where.push(`b.inviter_company_id IS NULL AND b.invited_by = ${add(scope.invitedBy)}`);
    if (search.status) where.push(`b.status = ${add(search.status)}`);
    if (search.tenderIds.length) where.push(`b.tender_id = ANY(${add(search.tenderIds)}::uuid[])`);
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const db = this.bids.dataSource;
    const [rows, [{ count }]] = await Promise.all([
      db.query(
        `${EXPERT_INVITATION_SELECT} ${clause} ORDER BY b.created_at DESC, b.id LIMIT ${search.limit} OFFSET ${(search.page - 1) * search.limit}`,
        params,
      ) as Promise<ExpertInvitationRow[]>,
      db.query(`SELECT count(*)::int AS count FROM bids.bid b ${clause}`, params) as Promise<Array<{ count: number }>>,
    ]);
    return { foundBids: rows.map((row) => expertInvitationView(row, caller)), ...pageInfo(count, search.page, search.limit) };
  }
}
