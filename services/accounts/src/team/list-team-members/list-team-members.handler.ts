import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { TeamMembersResponse } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { Account, accountView } from '../../account/account.entity';
import { Partner } from '../../partner/partner.entity';
import { TeamInvite } from '../team-invite.entity';
import { TeamMembership } from '../team-membership';

export class ListTeamMembersQuery {
  constructor(readonly caller: AuthenticatedUser) {}
}

export type TeamView = TeamMembersResponse;

/** The members (oldest first, the owner marked) and pending invitations (newest first) of the caller's company. */
@QueryHandler(ListTeamMembersQuery)
export class ListTeamMembersHandler implements IQueryHandler<ListTeamMembersQuery, TeamView> {
  constructor(private readonly team: TeamMembership) {}

  async execute({ caller }: ListTeamMembersQuery): Promise<TeamView> {
    const companyId = await this.team.companyOf(caller);
    const dataSource = this.team.dataSource;
    const [members, invites, company] = await Promise.all([
      dataSource.getRepository(Account).find({ where: { companyId }, order: { createdAt: 'ASC' } }),
      dataSource.getRepository(TeamInvite).find({ where: { companyId, status: 'pending' }, order: { createdAt: 'DESC' } }),
      dataSource.getRepository(Partner).findOne({ where: { id: companyId } }),
    ]);
    return {
      companyId,
      companyName: company?.companyName ?? null,
      members: members.map((m) => ({ ...accountView(m), owner: company?.ownerAccountId === m.id })),
      invitations: invites.map((i) => ({
        id: i.id,
        email: i.email,
        createdAt: i.createdAt.toISOString(),
        expiresAt: i.expiresAt.toISOString(),
      })),
    };
  }
}
