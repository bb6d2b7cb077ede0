import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AuthenticatedUser, isAdmin } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { ForbiddenError, InvalidInputError, NotFoundError } from '@jointly/common/errors';
import { Account } from '../../account/account.entity';
import { Partner } from '../../partner/partner.entity';
import { TeamMembership } from '../team-membership';

export class RemoveTeamMemberCommand {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly accountId: string,
  ) {}
}

/** The company's owner (or an admin) removes a member; the owner cannot be removed. Access ends on the member's next request. */
@CommandHandler(RemoveTeamMemberCommand)
export class RemoveTeamMemberHandler implements ICommandHandler<RemoveTeamMemberCommand, { message: string }> {
  constructor(private readonly team: TeamMembership) {}

  async execute({ caller, accountId }: RemoveTeamMemberCommand): Promise<{ message: string }> {
    const companyId = isAdmin(caller) ? undefined : await this.team.companyOf(caller);
    return transaction(this.team.dataSource, async (manager) => {
      const member = await manager.findOne(Account, { where: { id: accountId }, lock: { mode: 'pessimistic_write' } });
      if (!member || !member.companyId || (companyId && member.companyId !== companyId))
        throw new NotFoundError('No such member in your team.', 'TEAM.MEMBER_NOT_FOUND');
      const company = await manager.findOne(Partner, { where: { id: member.companyId } });
      if (!isAdmin(caller) && company?.ownerAccountId !== caller.id)
        throw new ForbiddenError('Only the owner of the company account can remove members.', 'TEAM.NOT_OWNER');
      if (company?.ownerAccountId === member.id)
        throw new InvalidInputError('The owner of the company account cannot be removed.', 'TEAM.OWNER');
      await this.team.detach(manager, member, caller, 'removed');
      return { message: 'Member removed from the team' };
    });
  }
}
