import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AccountEvents } from '@jointly/contracts';
import { AuthenticatedUser, isAdmin } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '@jointly/common/errors';
import { OutboxService, createEvent } from '@jointly/common/events';
import { AccountMemberships } from '../account/account-memberships';
import { Account, accountView, normaliseEmail } from '../account/account.entity';
import { Partner } from '../partner/partner.entity';
import { INVITES_PER_ACCOUNT, RateLimiter } from '../rate-limit/rate-limiter';
import { INVITE_TTL_MS } from './team-invites';
import { TeamInvite } from './team-invite.entity';

/** A company's team: its members, pending invitations, inviting and removing (the company owner or an admin). */
@Injectable()
export class TeamService {
  constructor(
    @InjectDataSource('accounts') private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly limiter: RateLimiter,
    private readonly memberships: AccountMemberships,
  ) {}

  /** The caller's company as stored now (a token issued before the company was created does not carry it yet). */
  private async companyOf(caller: AuthenticatedUser): Promise<string> {
    const account = await this.dataSource
      .getRepository(Account)
      .findOne({ where: { id: caller.id }, select: { id: true, companyId: true } });
    if (!account?.companyId) {
      throw new ForbiddenError('Your account does not belong to a company yet; complete your company profile first.', 'TEAM.NO_COMPANY');
    }
    return account.companyId;
  }

  async members(caller: AuthenticatedUser) {
    const companyId = await this.companyOf(caller);
    const [members, invites, company] = await Promise.all([
      this.dataSource.getRepository(Account).find({ where: { companyId }, order: { createdAt: 'ASC' } }),
      this.dataSource.getRepository(TeamInvite).find({ where: { companyId, status: 'pending' }, order: { createdAt: 'DESC' } }),
      this.dataSource.getRepository(Partner).findOne({ where: { id: companyId } }),
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

  async invite(caller: AuthenticatedUser, rawEmail: string) {
    const companyId = await this.companyOf(caller);
    // Each invitation e-mails a stranger: limited per inviting account (429).
    await this.limiter.hit('team-invite', caller.id, INVITES_PER_ACCOUNT);
    const email = normaliseEmail(rawEmail);
    return transaction(this.dataSource, async (manager) => {
      const company = await manager.findOne(Partner, { where: { id: companyId } });
      if (!company) throw new NotFoundError('Your company was not found.', 'PARTNER.NOT_FOUND');
      const existing = await manager.findOne(Account, { where: { email } });
      if (existing?.companyId === companyId) throw new ConflictError('This person is already in your team.', 'TEAM.ALREADY_MEMBER');
      if (existing)
        throw new ConflictError('This e-mail address already has a Jointly account with another company.', 'TEAM.OTHER_COMPANY');
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

  async remove(caller: AuthenticatedUser, accountId: string) {
    const companyId = isAdmin(caller) ? undefined : await this.companyOf(caller);
    return transaction(this.dataSource, async (manager) => {
      const member = await manager.findOne(Account, { where: { id: accountId }, lock: { mode: 'pessimistic_write' } });
      if (!member || !member.companyId || (companyId && member.companyId !== companyId))
        throw new NotFoundError('No such member in your team.', 'TEAM.MEMBER_NOT_FOUND');
      const company = await manager.findOne(Partner, { where: { id: member.companyId } });
      if (!isAdmin(caller) && company?.ownerAccountId !== caller.id)
        throw new ForbiddenError('Only the owner of the company account can remove members.', 'TEAM.NOT_OWNER');
      if (company?.ownerAccountId === member.id)
        throw new InvalidInputError('The owner of the company account cannot be removed.', 'TEAM.OWNER');
      await this.detach(manager, member, caller, 'removed');
      return { message: 'Member removed from the team' };
    });
  }

  /** POST /team/leave: a member leaves their company (its owner cannot; an owner hands the company over first). */
  async leave(caller: AuthenticatedUser) {
    return transaction(this.dataSource, async (manager) => {
      const member = await manager.findOne(Account, { where: { id: caller.id }, lock: { mode: 'pessimistic_write' } });
      if (!member?.companyId) throw new ConflictError('Your account does not belong to a company.', 'TEAM.NO_COMPANY');
      const company = await manager.findOne(Partner, { where: { id: member.companyId } });
      if (company?.ownerAccountId === member.id)
        throw new ConflictError('The owner of the company account cannot leave it.', 'TEAM.OWNER_CANNOT_LEAVE');
      await this.detach(manager, member, caller, 'left');
      return { message: 'You have left the team' };
    });
  }

  /**
   * The account leaves its company: MembershipChanged ends its access to the company's data in every service on its
   * next request, whatever its access token says; ProfileUpdated keeps the directories (recipients, partners) true.
   */
  private async detach(manager: EntityManager, member: Account, caller: AuthenticatedUser, reason: 'removed' | 'left'): Promise<void> {
    await this.memberships.changeCompany(manager, {
      accountId: member.id,
      from: member.companyId,
      to: null,
      reason,
      actorId: caller.id,
    });
    await this.outbox.add(
      manager,
      createEvent(AccountEvents.ProfileUpdated, {
        aggregateId: member.id,
        actorId: caller.id,
        payload: { accountId: member.id, companyId: null, changes: { companyId: null } },
      }),
    );
  }
}
