import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AccountMemberships } from '../account/account-memberships';
import { AccountEvents } from '@jointly/contracts';
import { AuthenticatedUser, assertOwnerOrAdmin } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { ForbiddenError } from '@jointly/common/errors';
import { OutboxService, createEvent } from '@jointly/common/events';
import { Account, AccountProfile, AccountView, accountView } from '../account/account.entity';
import { Partner, PartnerView, partnerView } from '../partner/partner.entity';
import { AccountNotFoundError } from '../shared/accounts.errors';
import type { UpdateAccountRequestDto, UpdateCompanyProfileRequestDto } from './profile.request.dto';

const defined = <T extends object>(value: T) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

/** Profile updates; each publishes ProfileUpdated (eligibility and matching recalculate from it). */
@Injectable()
export class ProfileService {
  constructor(
    @InjectDataSource('accounts') private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly memberships: AccountMemberships,
  ) {}

  async updateAccount(
    caller: AuthenticatedUser,
    accountId: string,
    input: UpdateAccountRequestDto,
  ): Promise<{ user: AccountView; message: string }> {
    assertOwnerOrAdmin(caller, accountId, 'the details');
    return transaction(this.dataSource, async (manager) => {
      const account = await manager.findOne(Account, { where: { id: accountId }, lock: { mode: 'pessimistic_write' } });
      if (!account) throw new AccountNotFoundError(accountId);
      const { name, ...profileFields } = input;
      const changes = defined({ name, ...profileFields });
      if (name !== undefined) account.name = name.trim();
      account.profile = { ...account.profile, ...(defined(profileFields) as AccountProfile) };
      await manager.save(account);
      await this.outbox.add(
        manager,
        createEvent(AccountEvents.ProfileUpdated, {
          aggregateId: account.id,
          actorId: caller.id,
          payload: { accountId: account.id, companyId: account.companyId, changes },
        }),
      );
      const message =
        account.accountType === 'expert'
          ? 'Expert profile updated successfully!'
          : account.accountType === 'staff'
            ? 'Staff profile updated successfully!'
            : 'Profile updated successfully!';
      return { user: accountView(account), message };
    });
  }

  /** The caller's company profile; a provider without a company gets one. Answers the fields to merge into the stored partner. */
  async updateCompany(
    caller: AuthenticatedUser,
    input: UpdateCompanyProfileRequestDto,
  ): Promise<{ partner: PartnerView; message: string }> {
    return transaction(this.dataSource, async (manager) => {
      const account = await manager.findOne(Account, { where: { id: caller.id }, lock: { mode: 'pessimistic_write' } });
      if (!account) throw new AccountNotFoundError(caller.id);
      if (account.accountType !== 'provider') {
        throw new ForbiddenError(
          'Only provider accounts have a company profile; use PATCH /account/update/{id} for your own details (admins edit companies with PATCH /partner/update/{id}).',
          'PROFILE.NOT_A_PROVIDER',
        );
      }
      let partner = account.companyId
        ? await manager.findOne(Partner, { where: { id: account.companyId }, lock: { mode: 'pessimistic_write' } })
        : null;
      if (!partner) {
        partner = manager.create(Partner, {
          companyName: input.companyName ?? account.name ?? account.email,
          email: account.email,
          ownerAccountId: account.id,
        });
      }
      const changes = defined(input);
      Object.assign(partner, changes);
      partner = await manager.save(partner);
      if (account.companyId !== partner.id)
        await this.memberships.changeCompany(manager, {
          accountId: account.id,
          from: account.companyId,
          to: partner.id,
          reason: 'company-created',
          actorId: caller.id,
        });
      await this.outbox.add(
        manager,
        createEvent(AccountEvents.ProfileUpdated, {
          aggregateId: account.id,
          actorId: caller.id,
          payload: { accountId: account.id, companyId: partner.id, changes },
        }),
      );
      return { partner: partnerView(partner), message: 'Provider profile updated successfully!' };
    });
  }

  async me(caller: AuthenticatedUser): Promise<{ user: AccountView; partner: PartnerView | null }> {
    const account = await this.dataSource.getRepository(Account).findOne({ where: { id: caller.id } });
    if (!account) throw new AccountNotFoundError(caller.id);
    const partner = account.companyId ? await this.dataSource.getRepository(Partner).findOne({ where: { id: account.companyId } }) : null;
    return { user: accountView(account), partner: partner ? partnerView(partner) : null };
  }
}
