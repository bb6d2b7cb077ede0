import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { ConflictError } from '@jointly/common/errors';
import { Account } from '../../account/account.entity';
import { Partner } from '../../partner/partner.entity';
import { TeamMembership } from '../team-membership';

export class LeaveTeamCommand {
  constructor(readonly caller: AuthenticatedUser) {}
}

/** A member leaves their company (its owner cannot; an owner hands the company over first). */
@CommandHandler(LeaveTeamCommand)
export class LeaveTeamHandler implements ICommandHandler<LeaveTeamCommand, { message: string }> {
  constructor(private readonly team: TeamMembership) {}

  execute({ caller }: LeaveTeamCommand): Promise<{ message: string }> {
    return transaction(this.team.dataSource, async (manager) => {
      const member = await manager.findOne(Account, { where: { id: caller.id }, lock: { mode: 'pessimistic_write' } });
      if (!member?.companyId) throw new ConflictError('Your account does not belong to a company.', 'TEAM.NO_COMPANY');
      const company = await manager.findOne(Partner, { where: { id: member.companyId } });
      if (company?.ownerAccountId === member.id)
        throw new ConflictError('The owner of the company account cannot leave it.', 'TEAM.OWNER_CANNOT_LEAVE');
      await this.team.detach(manager, member, caller, 'left');
      return { message: 'You have left the team' };
    });
  }
}
