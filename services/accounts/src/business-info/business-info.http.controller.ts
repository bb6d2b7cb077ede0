import { Body, Controller, Get, Post } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { AccountMemberships } from '../account/account-memberships';
import { AccountEvents } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { ForbiddenError } from '@jointly/common/errors';
import { OutboxService, createEvent } from '@jointly/common/events';
import { Account } from '../account/account.entity';
import { Partner, partnerView } from '../partner/partner.entity';
import { UpdateCompanyProfileRequestDto } from '../profile/profile.request.dto';

/**
 * POST /business-info/create: the business facts eligibility scores against (turnover, staff, years trading,
 * regions, service categories, certifications), stored on the company and kept as a dated snapshot.
 */
@ApiTags('accounts: profile')
@ApiBearerAuth()
@Controller('business-info')
export class BusinessInfoController {
  constructor(
    @InjectDataSource('accounts') private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly memberships: AccountMemberships,
  ) {}

  @Post('create')
  @ApiOperation({ summary: 'Record the company’s business facts (providers)' })
  create(@CurrentUser() user: AuthenticatedUser, @Body() dto: UpdateCompanyProfileRequestDto) {
    return transaction(this.dataSource, async (manager) => {
      const account = await manager.findOneOrFail(Account, { where: { id: user.id } });
      if (account.accountType !== 'provider')
        throw new ForbiddenError('Business information belongs to provider companies.', 'PROFILE.NOT_A_PROVIDER');
      let partner = account.companyId
        ? await manager.findOne(Partner, { where: { id: account.companyId }, lock: { mode: 'pessimistic_write' } })
        : null;
      partner ??= manager.create(Partner, {
        companyName: dto.companyName ?? account.name ?? account.email,
        email: account.email,
        ownerAccountId: account.id,
      });
      const changes = Object.fromEntries(Object.entries(dto).filter(([, v]) => v !== undefined));
      Object.assign(partner, changes);
      partner = await manager.save(partner);
      if (account.companyId !== partner.id)
        await this.memberships.changeCompany(manager, {
          accountId: account.id,
          from: account.companyId,
          to: partner.id,
          reason: 'company-created',
          actorId: user.id,
        });
      const [row] = (await manager.query(
        'INSERT INTO accounts.business_info (account_id, company_id, facts) VALUES ($1, $2, $3) RETURNING id, created_at',
        [user.id, partner.id, JSON.stringify(changes)],
      )) as Array<{ id: string; created_at: Date }>;
      await this.outbox.add(
        manager,
        createEvent(AccountEvents.ProfileUpdated, {
          aggregateId: user.id,
          actorId: user.id,
          payload: { accountId: user.id, companyId: partner.id, changes },
        }),
      );
      return {
        businessInfo: { id: row.id, createdAt: row.created_at.toISOString(), ...changes },
        partner: partnerView(partner),
        message: 'Business information saved.',
      };
    });
  }

  @Get('latest')
  @ApiOperation({ summary: 'The latest business facts recorded for the caller’s company' })
  async latest(@CurrentUser() user: AuthenticatedUser) {
    if (!user.companyId) return { businessInfo: null };
    const [row] = (await this.dataSource.query(
      'SELECT id, facts, created_at FROM accounts.business_info WHERE company_id = $1 ORDER BY created_at DESC LIMIT 1',
      [user.companyId],
    )) as Array<{ id: string; facts: object; created_at: Date }>;
    return { businessInfo: row ? { id: row.id, createdAt: row.created_at.toISOString(), ...row.facts } : null };
  }
}
