import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { AccountEvents } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { ForbiddenError } from '@jointly/common/errors';
import { OutboxService, createEvent } from '@jointly/common/events';
import { AccountMemberships } from '../account/account-memberships';
import { Account } from '../account/account.entity';

/** What the team use cases share: the caller's company as stored now, and taking an account out of its company. */
@Injectable()
export class TeamMembership {
  constructor(
    @InjectDataSource('accounts') readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly memberships: AccountMemberships,
  ) {}

  /** The caller's company as stored now (a token issued before the company was created does not carry it yet); 403 without one. */
  async companyOf(caller: AuthenticatedUser): Promise<string> {
    const account = await this.dataSource
      .getRepository(Account)
      .findOne({ where: { id: caller.id }, select: { id: true, companyId: true } });
    if (!account?.companyId) {
      throw new ForbiddenError('Your account does not belong to a company yet; complete your company profile first.', 'TEAM.NO_COMPANY');
    }
    return account.companyId;
  }

  /**
   * The account leaves its company: MembershipChanged ends its access to the company's data in every service on its
   * next request, whatever its access token says; ProfileUpdated keeps the directories (recipients, partners) true.
   */
  async detach(manager: EntityManager, member: Account, caller: AuthenticatedUser, reason: 'removed' | 'left'): Promise<void> {
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
