import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AccountEvents } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { ConflictError, NotFoundError } from '@jointly/common/errors';
import { OutboxService, createEvent } from '@jointly/common/events';
import { PlanLimitChecker } from '@jointly/common/limits';
import { Account, normaliseEmail } from '../../account/account.entity';
import { Partner } from '../../partner/partner.entity';
import { INVITES_PER_ACCOUNT, RateLimiter } from '../../rate-limit/rate-limiter';
import { TeamInvite } from '../team-invite.entity';
import { INVITE_TTL_MS } from '../team-invites';
import { TeamMembership } from '../team-membership';
import { countSeats } from '../seat-usage';

export class InviteTeamMemberCommand {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly email: string,
  ) {}
}

export interface TeamMemberInvited {
  invitation: { id: string; email: string; expiresAt: string };
  message: string;
}

/**
 * Invites a colleague by e-mail (a newer invitation to the same address replaces the pending one); 409 when the
 * address already has an account. The company's members and pending invitations count against its plan's seats (403
 * PLAN.LIMIT_REACHED beyond it; replacing a pending invitation takes no new seat). Publishes TeamMemberInvited (the
 * invitation e-mail).
 */
@CommandHandler(InviteTeamMemberCommand)
export class InviteTeamMemberHandler implements ICommandHandler<InviteTeamMemberCommand, TeamMemberInvited> {
  constructor(
    private readonly team: TeamMembership,
    private readonly outbox: OutboxService,
    private readonly limiter: RateLimiter,
    private readonly limits: PlanLimitChecker,
  ) {}

  async execute({ caller, email: rawEmail }: InviteTeamMemberCommand): Promise<TeamMemberInvited> {
    const companyId = await this.team.companyOf(caller);
    // Each invitation e-mails a stranger: limited per inviting account (429).
    await this.limiter.hit('team-invite', caller.id, INVITES_PER_ACCOUNT);
    const email = normaliseEmail(rawEmail);
    return transaction(this.team.dataSource, async (manager) => {
      const company = await manager.findOne(Partner, { where: { id: companyId } });
      if (!company) throw new NotFoundError('Your company was not found.', 'PARTNER.NOT_FOUND');
      const existing = await manager.findOne(Account, { where: { email } });
      if (existing?.companyId === companyId) throw new ConflictError('This person is already in your team.', 'TEAM.ALREADY_MEMBER');
      if (existing)
        throw new ConflictError('This e-mail address already has a Jointly account with another company.', 'TEAM.OTHER_COMPANY');
      await this.limits.assertCanAdd(manager, companyId, 'seats', (m, company) => countSeats(m, company, email));
      await manager.update(TeamInvite, { companyId, email, status: 'pending' }, { status: 'revoked' });
      const invite = await manager.save(
        manager.create(TeamInvite, { companyId, email, invitedBy: caller.id, expiresAt: new Date(Date.now() + INVITE_TTL_MS) }),
      );
      await this.outbox.add(
        manager,
        createEvent(AccountEvents.TeamMemberInvited, {
          aggregateId: companyId,
          actorId: caller.id,
          payload: { companyId, invitedBy: caller.id, email, inviteId: invite.id },
        }),
      );
      return { invitation: { id: invite.id, email, expiresAt: invite.expiresAt.toISOString() }, message: `Invitation sent to ${email}` };
    });
  }
}
