import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Account, AccountView, accountView } from '../../account/account.entity';
import { Partner, PartnerView, partnerView } from '../../partner/partner.entity';
import { AccountNotFoundError } from '../../shared/accounts.errors';

export class GetMeQuery {
  constructor(readonly accountId: string) {}
}

/** The signed-in account and its company. */
@QueryHandler(GetMeQuery)
export class GetMeHandler implements IQueryHandler<GetMeQuery, { user: AccountView; partner: PartnerView | null }> {
  constructor(@InjectDataSource('accounts') private readonly dataSource: DataSource) {}

  async execute({ accountId }: GetMeQuery): Promise<{ user: AccountView; partner: PartnerView | null }> {
    const account = await this.dataSource.getRepository(Account).findOne({ where: { id: accountId } });
    if (!account) throw new AccountNotFoundError(accountId);
    const partner = account.companyId ? await this.dataSource.getRepository(Partner).findOne({ where: { id: account.companyId } }) : null;
    return { user: accountView(account), partner: partner ? partnerView(partner) : null };
  }
}
