import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AccountMemberships } from '../account/account-memberships';
import { AccountEvents } from '@jointly/contracts';
import { AuthenticatedUser, assertCompanyMemberOrAdmin } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { ConflictError, ForbiddenError } from '@jointly/common/errors';
import { OutboxService, createEvent } from '@jointly/common/events';
import { Account } from '../account/account.entity';
import { PartnerNotFoundError } from '../shared/accounts.errors';
import { Partner, PartnerView, partnerView } from './partner.entity';
import type { PartnerRequestDto, PartnerSearchQueryDto, UpdatePartnerRequestDto } from './partner.request.dto';

const defined = <T extends object>(value: T) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

/** Companies: partner requests, admin approval as consortium partner, directory and search. */
@Injectable()
export class PartnersService {
  constructor(
    @InjectDataSource('accounts') private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly memberships: AccountMemberships,
  ) {}

  async request(caller: AuthenticatedUser, input: PartnerRequestDto): Promise<{ partner: PartnerView; message: string }> {
    if (caller.role !== 'provider')
      throw new ForbiddenError('Only provider companies can become consortium partners.', 'PARTNER.NOT_A_PROVIDER');
    return transaction(this.dataSource, async (manager) => {
      const account = await manager.findOneOrFail(Account, { where: { id: caller.id } });
      let partner = account.companyId
        ? await manager.findOne(Partner, { where: { id: account.companyId }, lock: { mode: 'pessimistic_write' } })
        : null;
      if (partner?.verification === 'verified')
        throw new ConflictError('Your company is already an approved consortium partner.', 'PARTNER.ALREADY_APPROVED');
      const { motivation, ...profile } = input;
      partner ??= manager.create(Partner, {
        companyName: input.companyName ?? account.name ?? account.email,
        email: account.email,
        ownerAccountId: account.id,
      });
      Object.assign(partner, defined(profile), { verification: 'requested', requestedAt: new Date() });
      if (motivation && !partner.description) partner.description = motivation;
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
        createEvent(AccountEvents.PartnerRequested, {
          aggregateId: partner.id,
          actorId: caller.id,
          payload: { partnerId: partner.id, accountId: caller.id, companyName: partner.companyName, email: partner.email ?? account.email },
        }),
      );
      return { partner: partnerView(partner), message: 'Your request to become a consortium partner has been sent.' };
    });
  }

  async approve(admin: AuthenticatedUser, partnerId: string): Promise<{ partner: PartnerView; message: string }> {
    return transaction(this.dataSource, async (manager) => {
      const partner = await manager.findOne(Partner, { where: { id: partnerId }, lock: { mode: 'pessimistic_write' } });
      if (!partner) throw new PartnerNotFoundError(partnerId);
      if (partner.verification === 'verified')
        throw new ConflictError(`${partner.companyName} is already an approved consortium partner.`, 'PARTNER.ALREADY_APPROVED');
      Object.assign(partner, { verification: 'verified', consortiumPartner: true, approvedAt: new Date(), approvedBy: admin.id });
      await manager.save(partner);
      const owner = await manager.findOne(Account, { where: { id: partner.ownerAccountId } });
      await this.outbox.add(
        manager,
        createEvent(AccountEvents.PartnerApproved, {
          aggregateId: partner.id,
          actorId: admin.id,
          payload: {
            partnerId: partner.id,
            accountId: partner.ownerAccountId,
            companyName: partner.companyName,
            email: partner.email ?? owner?.email ?? '',
            approvedBy: admin.id,
          },
        }),
      );
      return { partner: partnerView(partner), message: `${partner.companyName} is now a consortium partner.` };
    });
  }

  async update(
    caller: AuthenticatedUser,
    partnerId: string,
    input: UpdatePartnerRequestDto,
  ): Promise<{ partner: PartnerView; message: string }> {
    assertCompanyMemberOrAdmin(caller, partnerId, 'this company profile');
    return transaction(this.dataSource, async (manager) => {
      const partner = await manager.findOne(Partner, { where: { id: partnerId }, lock: { mode: 'pessimistic_write' } });
      if (!partner) throw new PartnerNotFoundError(partnerId);
      const changes = defined(input);
      Object.assign(partner, changes);
      await manager.save(partner);
      await this.outbox.add(
        manager,
        createEvent(AccountEvents.ProfileUpdated, {
          aggregateId: caller.id,
          actorId: caller.id,
          payload: { accountId: caller.id, companyId: partner.id, changes },
        }),
      );
      return { partner: partnerView(partner), message: 'Company profile updated successfully!' };
    });
  }

  /** Approved consortium partners (the directory). */
  async all(): Promise<{ foundTalents: PartnerView[]; count: number }> {
    const partners = await this.dataSource
      .getRepository(Partner)
      .find({ where: { verification: 'verified' }, order: { companyName: 'ASC' } });
    return { foundTalents: partners.map(partnerView), count: partners.length };
  }

  /** Partners waiting for approval, oldest request first. */
  async unverified(): Promise<{ foundTalents: PartnerView[]; count: number }> {
    const partners = await this.dataSource
      .getRepository(Partner)
      .find({ where: { verification: 'requested' }, order: { requestedAt: 'ASC' } });
    return { foundTalents: partners.map(partnerView), count: partners.length };
  }

  async search(
    input: PartnerSearchQueryDto,
  ): Promise<{ foundTalents: PartnerView[]; count: number; currentPage: number; totalPages: number }> {
    const page = input.page ?? 1;
    const limit = input.limit ?? 10;
    const qb = this.dataSource.getRepository(Partner).createQueryBuilder('p').where("p.verification = 'verified'");
    if (input.query?.trim()) {
      qb.andWhere("(p.company_name ILIKE :q OR coalesce(p.description, '') ILIKE :q OR coalesce(p.sector, '') ILIKE :q)", {
        q: `%${input.query.trim().replace(/[%_\\]/g, '\\$&')}%`,
      });
    }
    if (input.region) qb.andWhere(':region = ANY(p.regions)', { region: input.region });
    if (input.serviceCategory) qb.andWhere(':category = ANY(p.service_categories)', { category: input.serviceCategory });
    const [partners, count] = await qb
      .orderBy('p.company_name', 'ASC')
      .skip((page - 1) * limit)
      .take(limit)
      .getManyAndCount();
    return { foundTalents: partners.map(partnerView), count, currentPage: page, totalPages: Math.max(1, Math.ceil(count / limit)) };
  }
}
